import type { HomeTheme } from './home-themes';

/**
 * The words that file a video in a home theme, per language. Written as people spell them; they
 * are folded (lower case, no Latin accents, ß → ss, no Devanagari nukta) when compiled.
 *
 * - `a/b/c`: inflected forms of one keyword — a text scores it once whatever forms it uses.
 * - `a b`: a phrase of 2 or 3 words (split as texts are: "l'art" is 2), matched before its words.
 * - `abc*`: a prefix, only for German compounds ("Klavierunterricht") and never shorter than 5
 *   letters: short prefixes are what filed "art" under "artichaut" or "robo" (Spanish: theft) under
 *   tech. Everything else is a whole word with its forms spelled out.
 * - `none`: idioms where a theme word means something else ("album photo", "l'art de" + any craft).
 *   They are matched like phrases and hide their words.
 * Chinese has no spaces: its keywords are found by longest match along the text (音乐会 before 音乐).
 * A word in one language's list matches in every language, so words that are something else in
 * another of the 8 languages stay out (English "AI" is French "j'ai", "lied" is English, "robo" and
 * "partido" are Spanish theft and political party).
 */
export type KeywordTheme = HomeTheme | 'none';
export const THEME_KEYWORDS: Record<string, Partial<Record<KeywordTheme, string>>> = {
  fr: {
    tech: `technologie/technologies, technologique/technologiques, tech, high-tech, informatique,
      informaticien/informaticienne/informaticiens, programmation, programmeur/programmeuse/programmeurs,
      développeur/développeuse/développeurs/développeuses, développement web, logiciel/logiciels,
      ordinateur/ordinateurs, intelligence artificielle, l'IA, robot/robots, robotique,
      smartphone/smartphones, internet, cybersécurité, électronique, numérique, linux, javascript,
      typescript, python, html, codage, coder, code source, algorithme/algorithmes, science/sciences,
      scientifique/scientifiques, astronomie, jeu vidéo/jeux vidéo, processeur, carte graphique`,
    culture: `culture, culturel/culturelle/culturels/culturelles, cinéma, film/films, cinéaste/cinéastes,
      art, arts, artiste/artistes, musée/musées, histoire/histoires, historique/historiques, littérature, littéraire,
      livres, un livre, ce livre, le livre, mon livre, livre audio, roman/romans, romancier/romancière,
      théâtre, peinture/peintures, peintre/peintres, photographie, documentaire/documentaires,
      philosophie, poésie, poème/poèmes, patrimoine, exposition/expositions, bibliothèque, sculpture`,
    music: `musique/musiques, musical/musicale/musicaux/musicales, musicien/musicienne/musiciens/musiciennes,
      chanson/chansons, chanteur/chanteuse/chanteurs/chanteuses, concert/concerts, album/albums,
      guitare/guitares, guitariste, piano/pianos, pianiste, batteur, rap, rappeur/rappeuse, jazz, rock,
      électro, musique électronique, orchestre/orchestres, dj, mélodie/mélodies, symphonie, opéra,
      solfège, comédie musicale, violon, clip officiel`,
    sport: `sport/sports, sportif/sportive/sportifs/sportives, football, le foot, du foot, au foot,
      match de foot, basketball, basket-ball, match de basket, tennis, rugby, cyclisme, cycliste/cyclistes,
      marathon, natation, entraînement/entraînements, musculation, culturisme, fitness, match/matchs,
      jeux olympiques, olympique/olympiques, handball, athlétisme, boxe, ski, yoga, course à pied,
      escalade, judo, karaté, formule 1, coupe du monde, ligue 1, cardio, trail`,
    none: `album photo, l'art de, l'art du, l'art des, l'art d'`,
  },
  en: {
    tech: `technology/technologies, computer/computers, programming, programmer/programmers, coding,
      source code, software, developer/developers, web development, artificial intelligence,
      machine learning, neural network/neural networks, chatgpt, llm, gadget/gadgets, hardware, gaming,
      video game/video games, videogame/videogames, cybersecurity, robotics, electronics, astronomy,
      physics, scientist/scientists, scientific`,
    culture: `cultural, cinema, movie/movies, filmmaker/filmmakers, artist/artists, museum/museums,
      history, historical, literature, books, book review, this book, the book, audiobook, novels,
      novelist, theater/theatre, painting/paintings, painter/painters, photography, documentary,
      philosophy, poetry, poem/poems, art history, exhibition`,
    music: `music, musician/musicians, song/songs, singer/singers, singing, concert, guitar/guitars,
      guitarist, pianist, drums, drummer, orchestra, melody, hip hop, rapper, symphony, lyrics`,
    sport: `football, soccer, basketball, cycling, jogging, swimming, workout/workouts, boxing, skiing,
      athlete/athletes, athletics, olympics, olympic, bodybuilding, cricket, nba, nfl, premier league,
      champions league, world cup, strength training, climbing, rock climbing`,
    none: `the art of`,
  },
  es: {
    tech: `tecnología/tecnologías, tecnológico/tecnológica, informática, programación,
      programador/programadora/programadores, ordenador/ordenadores, computadora/computadoras,
      inteligencia artificial, robótica, ciencia/ciencias, desarrollo web, videojuego/videojuegos`,
    culture: `cultura, cultural/culturales, cine, película/películas, arte/artes, artista/artistas,
      museo/museos, historia, histórico/histórica, literatura, libro/libros, novela/novelas, teatro,
      pintura, documental/documentales, poesía, filosofía`,
    music: `música/músicas, músico/músicos, canción/canciones, cantante/cantantes, concierto/conciertos,
      guitarra/guitarras, orquesta, reggaetón, flamenco`,
    sport: `deporte/deportes, deportivo/deportiva, fútbol, baloncesto, tenis, ciclismo, natación,
      entrenamiento/entrenamientos, maratón, gimnasio, boxeo, atletismo, juegos olímpicos`,
    none: `el arte de`,
  },
  pt: {
    tech: `tecnologia/tecnologias, programação, computador/computadores, inteligência artificial,
      ciência/ciências, desenvolvimento web, videogame`,
    culture: `filme/filmes, museu/museus, história, livro/livros, documentário, poesia, filosofia`,
    music: `canção/canções, cantor/cantora/cantores, violão, samba, bossa nova, sertanejo`,
    sport: `esporte/esportes, desporto, futebol, basquete, maratona, natação, treino/treinos, musculação,
      vôlei, copa do mundo`,
    none: `a arte de`,
  },
  it: {
    tech: `programmazione, programmatore/programmatori, intelligenza artificiale, scienza/scienze,
      robotica, sviluppo web, videogioco/videogiochi`,
    culture: `artisti, musei, storia, storico/storica, letteratura, libri, romanzo/romanzi, pittura,
      documentario, poesia`,
    music: `canzone/canzoni, chitarra, pianoforte, concerto/concerti, cantautore`,
    sport: `calcio, pallacanestro, nuoto, allenamento/allenamenti, partita/partite, palestra,
      sportivo/sportiva/sportivi, maratona`,
    none: `partita IVA, l'arte di, l'arte del, l'arte della`,
  },
  de: {
    tech: `technologie, technik, informatik, informatiker/informatikerin, programmieren, programmier*,
      computer, software, künstliche intelligenz, roboter, digitalisierung, wissenschaft*, elektronik,
      videospiel/videospiele`,
    culture: `kultur, kulturell/kulturelle/kulturellen, kulturgeschichte, kino, kunst, kunstwerk/kunstwerke,
      kunstgeschichte, künstler/künstlerin, museum, geschichte, literatur, buch/bücher, roman, theater,
      malerei, dokumentarfilm, philosophie, ausstellung`,
    music: `musik*, lieder, sänger/sängerin, konzert*, gitarre*, klavier*, orchester, schlagzeug`,
    sport: `fussball*, schwimmen, radsport, bundesliga, sportlich/sportliche, olympische spiele,
      krafttraining, skifahren`,
  },
  hi: {
    tech: `तकनीक/तकनीकी, प्रौद्योगिकी, कंप्यूटर/कम्प्यूटर, प्रोग्रामिंग, सॉफ्टवेयर, विज्ञान, वैज्ञानिक,
      आर्टिफिशियल इंटेलिजेंस, कृत्रिम बुद्धिमत्ता, इंटरनेट, रोबोट, कोडिंग`,
    culture: `संस्कृति, सांस्कृतिक, सिनेमा, फ़िल्म/फ़िल्में/फ़िल्मों, कला, कलाकार, इतिहास, ऐतिहासिक, साहित्य,
      किताब/किताबें/किताबों, पुस्तक/पुस्तकें, संग्रहालय, नाटक, चित्रकला, डॉक्यूमेंट्री`,
    music: `संगीत, संगीतकार, गाना/गाने/गानों, गीत, गायक/गायिका, कॉन्सर्ट, गिटार, भजन, तबला, सितार`,
    sport: `खेल/खेलों, क्रिकेट, फ़ुटबॉल, टेनिस, योग/योगासन/योगा, दौड़, मैच, कबड्डी, हॉकी, व्यायाम, ओलंपिक,
      कुश्ती, बैडमिंटन`,
    // योग is also "sum" in arithmetic ("संख्याओं का योग"); खेल is also the stem of "to play" (खेल रहा है).
    none: `का योग, खेल रहा, खेल रही, खेल रहे`,
  },
  zh: {
    // Not 技术 (also "technique": 足球技术), not 程序 (also "procedure").
    tech: `科技, 编程, 程序员, 程序设计, 电脑, 计算机, 软件, 人工智能, 机器学习, 科学, 数码, 机器人, 互联网,
      芯片, 代码, 网络安全, 电子游戏`,
    culture: `文化, 电影, 艺术, 历史, 文学, 书籍, 读书, 博物馆, 戏剧, 纪录片, 小说, 诗歌, 哲学, 绘画, 京剧, 展览`,
    music: `音乐/音乐会, 歌曲, 唱歌, 演唱会, 吉他, 钢琴, 乐队, 歌手, 交响乐, 说唱, 二胡`,
    // Not 运动 (also "movement": 五四运动), not 比赛 (any contest: 编程比赛, 歌唱比赛).
    sport: `体育, 足球, 篮球, 网球, 健身, 奥运/奥运会, 跑步, 马拉松, 游泳, 瑜伽, 乒乓球, 羽毛球, 运动员, 世界杯, 锻炼`,
  },
};
