import { describe, expect, it } from 'vitest';
import type { ChannelTopic } from './channels';
import { type HomeTheme, themesOf } from './discovery';

/**
 * Real-looking titles and descriptions in the 8 languages, with the rows they belong in. `[]` means
 * no row: a recipe, a vlog, or a video whose theme word means something else or is said in passing.
 * The comments say what filed the video wrongly before issue 25.
 */
type Row = [title: string, description: string, themes: HomeTheme[]];

const TABLE: Record<string, Row[]> = {
  fr: [
    ['Apprendre la programmation en Python', 'Variables, boucles et fonctions : les bases.', ['tech']],
    [
      'Le cinéma muet en une minute',
      'De Méliès à Chaplin, comment le cinéma racontait des histoires sans un mot : intertitres, pantomime et musique jouée en direct dans la salle.',
      ['culture'], // was also music: "musique" once in the description
    ],
    [
      'Tuto couture : coudre une jupe portefeuille',
      'Patron gratuit, choix du tissu et ourlet invisible. Je vous livre toutes mes astuces.',
      [], // was culture: "livre*" (I deliver)
    ],
    ["L'art du point invisible", 'Un ourlet qui ne se voit pas, à la machine ou à la main.', []], // was culture
    ['Concert de jazz au parc', 'Le quartet joue ses standards en plein air.', ['music']],
    [
      'Résumé du match de football : PSG – OM',
      'Les buts et les temps forts de la 28e journée de Ligue 1.',
      ['sport'],
    ],
    [
      'Culturisme : mon programme pour débutants',
      'Des séances de musculation sur 12 semaines.',
      ['sport'], // was tech and culture: "cultur*", "programm*"
    ],
    [
      'Musique électronique : composer son premier morceau',
      'Synthétiseur, boîte à rythmes et séquenceur : les bases de la production.',
      ['music'], // was also tech: "electroni*"
    ],
    ['Recette de la tarte aux pommes', 'Une pâte brisée maison et une touche de cannelle.', []],
    [
      'Vlog : une journée à Lyon',
      'On commence par un café en Presqu’île, on flâne dans le Vieux Lyon, on mange dans un bouchon, puis on termine la soirée devant le match sur une terrasse avec des amis. Demain, direction les Alpes pour quelques jours de randonnée.',
      [], // was sport: "match" in passing
    ],
    ['Le livreur à vélo : ma journée', 'Trente courses entre midi et deux.', []], // was culture: "livre*"
    ['Nettoyer ses baskets blanches', 'Bicarbonate, brosse à dents et patience.', []], // was sport: "basket*"
    [
      'Histoire du rock français',
      'Des yéyés à Téléphone : guitares électriques, concerts mythiques et albums cultes.',
      ['music'],
    ],
    ['Sport et musique', '', []], // a tie says nothing about which row
  ],
  en: [
    ['Intro to TypeScript generics', 'Write reusable functions without losing type safety.', ['tech']],
    ['The history of painting in ten minutes', 'From cave art to Impressionism.', ['culture']],
    [
      'Training a neural network from scratch',
      'We build a tiny model in Python and train it on handwritten digits.',
      ['tech'], // was also sport: "training"
    ],
    ['Guitar lesson for beginners', 'Three chords and a strumming pattern.', ['music']],
    ['Premier League highlights: Arsenal vs Chelsea', 'All the goals from Sunday.', ['sport']],
    ['How to book cheap flights', 'Finding the best fares and avoiding hidden fees.', []], // was culture: "book*"
    ['The art of sourdough bread', 'Feeding your starter, shaping and scoring the loaf.', []], // was culture
    ['Rock climbing for beginners', 'Harness, shoes and your first climb at the gym.', ['sport']], // was music
    ['Songwriting tips: from idea to finished song', 'Melody, lyrics and structure.', ['music']],
    [
      'My morning routine',
      'Coffee, journaling and a quick stretch before work. I mention a song I love at the end.',
      [],
    ],
    ['Full body workout at home', 'No equipment needed, 20 minutes.', ['sport']],
    ['A documentary about the Louvre museum', 'Behind the scenes of the most visited museum.', ['culture']],
  ],
  es: [
    ['Curso de programación en JavaScript', 'Aprende variables, funciones y bucles.', ['tech']],
    ['Historia del cine mexicano', 'De la época de oro a hoy.', ['culture']],
    [
      'El robo del siglo: documental',
      'Cómo fue el robo más famoso de la historia del arte.',
      ['culture'], // was also tech: "robo*"
    ],
    ['Canciones de cuna para dormir', 'Melodías suaves para bebés.', ['music']],
    ['Entrenamiento de fútbol para niños', 'Ejercicios de pase y control.', ['sport']],
    ['Receta de paella valenciana', 'Arroz, pollo, conejo y judías verdes.', []],
    ['Partido de fútbol: Real Madrid vs Barcelona', 'Resumen y goles.', ['sport']],
    ['El partido político y las elecciones', 'Análisis de los resultados.', []],
    ['Concierto de guitarra clásica', 'Tárrega y Albéniz en directo.', ['music']],
    ['Inteligencia artificial para principiantes', 'Qué es y qué no es.', ['tech']],
    ['Mi rutina de mañana', 'Café, lectura y una canción que me encanta.', []],
    ['El arte de la paciencia', 'Consejos para educar a tu perro.', []], // was culture
  ],
  pt: [
    ['Curso de programação para iniciantes', 'Lógica, variáveis e o primeiro programa.', ['tech']],
    ['A história do cinema brasileiro', 'Do Cinema Novo aos dias de hoje.', ['culture']],
    ['Aula de violão: três acordes', 'Para tocar suas primeiras músicas.', ['music']],
    ['Treino de futebol', 'Passe, chute e condicionamento.', ['sport']],
    ['Receita de pão de queijo', 'Polvilho, queijo e forno quente.', []],
    ['Eu ia ao mercado quando choveu', 'Um vlog do meu dia.', []], // was tech: French "ia"
    ['Resenha do livro Dom Casmurro', 'Machado de Assis e a dúvida de Capitu.', ['culture']],
    ['Samba de roda na Bahia', 'Pandeiro, palmas e viola.', ['music']],
    ['Corte de cabelo masculino', 'Degradê passo a passo.', []],
    ['Inteligência artificial no dia a dia', 'Exemplos simples.', ['tech']],
    ['Maratona de São Paulo: meu primeiro 42 km', 'Preparação e prova.', ['sport']],
  ],
  it: [
    ['Corso di programmazione in Python', 'Le basi in dieci lezioni.', ['tech']],
    ['Storia del teatro', 'Dai greci a Pirandello.', ['culture']],
    ['Chitarra per principianti: i primi accordi', 'Do, Sol e La minore.', ['music']],
    ['Allenamento di nuoto', 'Stile libero e respirazione.', ['sport']],
    ['Come aprire la partita IVA', 'Regime forfettario, costi e scadenze.', []],
    ['Partita di calcio: Inter-Milan', 'Gli highlights del derby.', ['sport']],
    ['Ricetta della carbonara', 'Guanciale, pecorino e uova.', []],
    ["L'arte della pazienza", 'Consigli di vita quotidiana.', []],
    ['Concerto di Vasco Rossi a Modena', 'Il racconto della serata.', ['music']],
    ['Film muto: Charlie Chaplin', 'La storia del cinema muto, con musica dal vivo.', ['culture']],
  ],
  de: [
    ['Programmiersprache Rust lernen', 'Ownership und Borrowing verständlich erklärt.', ['tech']],
    [
      'Kunststoff recyceln: so geht es',
      'Welche Verpackungen in den Gelben Sack gehören.',
      [], // was culture: "kunst*"
    ],
    ['Geschichte der Malerei', 'Von der Höhlenmalerei bis zur Moderne.', ['culture']],
    ['Klavierunterricht für Anfänger', 'Die ersten Tonleitern.', ['music']],
    ['Fußball-Bundesliga Highlights', 'Alle Tore des Spieltags.', ['sport']],
    ['Künstliche Intelligenz erklärt', 'Was Sprachmodelle können.', ['tech']],
    ['Kochen mit Oma: Kartoffelsalat', 'Das Familienrezept.', []],
    ['Lieder zum Mitsingen für Kinder', 'Zehn Klassiker.', ['music']],
    ['Kulturbeutel packen für den Urlaub', 'Was in die Reisetasche gehört.', []], // was culture: "kultur*"
    ['Ausstellung im Museum Ludwig', 'Pop-Art und Picasso.', ['culture']],
    ['Schwimmen lernen für Erwachsene', 'Keine Angst vor dem Wasser.', ['sport']],
  ],
  hi: [
    ['कंप्यूटर कैसे काम करता है', 'आसान भाषा में समझें', ['tech']],
    ['भारतीय सिनेमा का इतिहास', 'मूक फ़िल्मों से आज तक', ['culture']],
    ['शास्त्रीय संगीत', 'राग यमन का परिचय', ['music']],
    ['क्रिकेट मैच की मुख्य बातें', 'आज के मुकाबले के हाइलाइट्स', ['sport']],
    ['संख्याओं का योग कैसे करें', 'गणित की आसान ट्रिक', []], // was sport: योग is also "sum"
    ['मैं माइनक्राफ्ट खेल रहा हूँ', 'आज का गेमिंग वीडियो', []], // was sport: खेल रहा is "playing"
    ['फ़िल्म समीक्षा: नई फिल्म कैसी है', 'बिना स्पॉइलर के', ['culture']],
    ['सुबह का योगासन', 'दस मिनट का अभ्यास', ['sport']],
    ['दाल मखनी की रेसिपी', 'घर पर आसान तरीका', []],
    ['गिटार सीखें: पहला गाना', 'तीन कॉर्ड से शुरुआत', ['music']],
  ],
  zh: [
    ['人工智能入门', '从零开始了解机器学习', ['tech']],
    ['中国电影史', '从无声片到今天', ['culture']],
    ['周末音乐会', '交响乐团现场演出', ['music']],
    ['足球比赛集锦', '本周精彩进球', ['sport']],
    ['五四运动的历史', '一九一九年的学生运动与新文化', ['culture']], // was also sport: 运动
    ['编程比赛决赛', '选手们用三小时解决十道算法题', ['tech']], // was also sport: 比赛
    ['红烧肉的做法', '家常菜', []],
    ['足球技术教学：停球', '三个练习', ['sport']], // was also tech: 技术
    ['Python编程入门', '第一课', ['tech']],
    ['吉他弹唱教程', '简单的和弦', ['music']],
    ['旅行日记：上海三日游', '外滩、小笼包，最后一天晚上去听了一场音乐会', []], // was music
  ],
};

describe('home themes of real titles, in 8 languages', () => {
  it('covers every language with at least 10 titles, every theme and none-of-them', () => {
    for (const [lang, rows] of Object.entries(TABLE)) {
      expect(rows.length, lang).toBeGreaterThanOrEqual(10);
      const themes = new Set(rows.flatMap(([, , t]) => (t.length ? t : ['none'])));
      expect([...themes].sort(), lang).toEqual(['culture', 'music', 'none', 'sport', 'tech']);
    }
  });

  for (const [lang, rows] of Object.entries(TABLE))
    it.each(rows)(`${lang}: %s`, (title, description, themes) => {
      expect(themesOf({ title, description })).toEqual(themes);
    });
});

describe("the channel's topics first", () => {
  const of = (title: string, description: string, topics: ChannelTopic[]) =>
    themesOf({ title, description, channelTopics: topics });

  it('files a sewing tutorial in culture only when the channel says art, not fashion', () => {
    const [title, description] = TABLE.fr![2]!;
    expect(of(title, description, ['fashion'])).toEqual([]);
    expect(of(title, description, ['art', 'fashion'])).toEqual(['culture']);
  });

  it("adds a keyword theme beside the channel's only with a strong score", () => {
    // Two title keywords (6): the football summary on a tech channel is sport too.
    expect(of('Résumé du match de football', '', ['technology'])).toEqual(['tech', 'sport']);
    // One title keyword and one in the description (4): the music channel's video stays music.
    expect(of('Python pour débutants', 'Premiers pas en programmation.', ['music'])).toEqual(['music']);
    expect(of('Le cinéma muet en une minute', TABLE.fr![1]![1], ['entertainment', 'art'])).toEqual([
      'culture',
    ]);
  });
});
