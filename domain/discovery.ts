import type { ChannelTopic } from './channels';

/** Themed rows of the home page (spec §2: tech, culture, music, sport, matched by keywords). */
export const HOME_THEMES = ['tech', 'culture', 'music', 'sport'] as const;
export type HomeTheme = (typeof HOME_THEMES)[number];

/** Bump when the keyword lists or topic mapping change: every video gets its themes again. */
export const THEMES_VERSION = 1;

/**
 * Channel topics that put every video of the channel in a theme. Film genres count as culture
 * (cinema); gaming and science as tech; health as sport.
 */
const TOPIC_THEMES: Partial<Record<ChannelTopic, HomeTheme>> = {
  technology: 'tech',
  science: 'tech',
  gaming: 'tech',
  education: 'culture',
  art: 'culture',
  news: 'culture',
  travel: 'culture',
  cooking: 'culture',
  fashion: 'culture',
  entertainment: 'culture',
  comedy: 'culture',
  action: 'culture',
  horror: 'culture',
  heroic_fantasy: 'culture',
  romantic_comedy: 'culture',
  drama: 'culture',
  science_fiction: 'culture',
  crime: 'culture',
  music: 'music',
  sports: 'sport',
  health: 'sport',
};

/**
 * Keywords per theme in the 8 languages, written lower-case without accents (texts are folded the
 * same way before matching). For scripts that separate words with spaces, a keyword matches a whole
 * word, or the start of a word when it ends with `*` ("programm*" finds "programmation" and
 * "programming"). Chinese has no spaces between words, so its keywords match anywhere in the text.
 */
const KEYWORDS: Record<HomeTheme, readonly string[]> = {
  tech: [
    // fr
    'technologie*',
    'tech',
    'informatique',
    'programm*',
    'code',
    'codage',
    'developpeu*',
    'logiciel*',
    'ordinateur*',
    'ia',
    'robot*',
    'smartphone*',
    'internet',
    'cyber*',
    'electroni*',
    'numerique*',
    'linux',
    'javascript',
    'typescript',
    'python',
    'science*',
    'scientifique*',
    'astronom*',
    // en
    'technolog*',
    'computer*',
    'coding',
    'software',
    'developer*',
    'artificial',
    'gadget*',
    'digital',
    'hardware',
    'gaming',
    'programmer*',
    // es / pt / it
    'tecnolog*',
    'programaci*',
    'programac*',
    'informatic*',
    'ordenador*',
    'computador*',
    'robo*',
    'ciencia*',
    'programmazion*',
    'scienz*',
    'digitale',
    // de
    'technik*',
    'programmier*',
    'informatik*',
    'roboter*',
    'digital*',
    'wissenschaft*',
    // hi
    'तकनीक',
    'प्रौद्योगिकी',
    'कंप्यूटर',
    'प्रोग्रामिंग',
    'सॉफ्टवेयर',
    'विज्ञान',
    // zh
    '科技',
    '技术',
    '编程',
    '程序',
    '电脑',
    '计算机',
    '软件',
    '人工智能',
    '科学',
  ],
  culture: [
    // fr
    'culture*',
    'culturel*',
    'cinema*',
    'film*',
    'art',
    'arts',
    'artiste*',
    'musee*',
    'histoire*',
    'historique*',
    'litterature*',
    'livre*',
    'theatre*',
    'peinture*',
    'photographi*',
    'documentaire*',
    'philosophi*',
    'patrimoine*',
    'exposition*',
    'roman*',
    'poesie*',
    // en
    'cultur*',
    'movie*',
    'artist*',
    'museum*',
    'history',
    'histor*',
    'literature*',
    'book*',
    'theater*',
    'painting*',
    'photograph*',
    'documentar*',
    'philosoph*',
    'poetry',
    // es / pt / it
    'cine',
    'pelicula*',
    'arte',
    'artista*',
    'museo*',
    'musei',
    'museu*',
    'historia*',
    'storia*',
    'literatura*',
    'letteratura*',
    'libro*',
    'libri',
    'livro*',
    'teatro*',
    'pintura*',
    'pittura*',
    'documental*',
    'documentario*',
    'filme*',
    // de
    'kultur*',
    'kino*',
    'kunst*',
    'kunstler*',
    'geschichte*',
    'literatur*',
    'buch',
    'bucher',
    'malerei*',
    'dokumentar*',
    // hi
    'संस्कृति',
    'सिनेमा',
    'फ़िल्म',
    'फिल्म',
    'कला',
    'इतिहास',
    'साहित्य',
    'किताब',
    'संग्रहालय',
    // zh
    '文化',
    '电影',
    '艺术',
    '历史',
    '文学',
    '书籍',
    '博物馆',
    '戏剧',
    '纪录片',
  ],
  music: [
    // fr
    'musique*',
    'musical*',
    'musicien*',
    'chanson*',
    'chanteu*',
    'concert*',
    'album*',
    'guitare*',
    'piano*',
    'rap',
    'jazz',
    'rock',
    'electro',
    'orchestre*',
    'dj',
    'melodie*',
    'symphoni*',
    'opera',
    'operas',
    // en
    'music*',
    'song*',
    'singer*',
    'singing',
    'guitar*',
    'drum*',
    'orchestra*',
    'melod*',
    'band',
    // es / pt / it
    'musica*',
    'cancion*',
    'cantante*',
    'concierto*',
    'guitarra*',
    'orquesta*',
    'cancao',
    'cancoes',
    'cantor*',
    'violao',
    'canzon*',
    'chitarra*',
    'pianoforte',
    'concerto*',
    // de
    'musik*',
    'lieder',
    'sanger*',
    'konzert*',
    'gitarre*',
    'klavier*',
    'orchester*',
    // hi
    'संगीत',
    'गाना',
    'गाने',
    'गीत',
    'गायक',
    'कॉन्सर्ट',
    // zh
    '音乐',
    '歌曲',
    '唱歌',
    '演唱会',
    '吉他',
    '钢琴',
    '乐队',
  ],
  sport: [
    // fr
    'sport*',
    'football',
    'foot',
    'basket*',
    'tennis',
    'rugby',
    'cyclisme',
    'velo',
    'marathon*',
    'natation',
    'entrainement*',
    'fitness',
    'musculation',
    'match',
    'matchs',
    'olympi*',
    'handball',
    'athletisme',
    'boxe',
    'ski',
    'yoga',
    'course a pied',
    // en
    'soccer',
    'basketball',
    'cycling',
    'jogging',
    'swimming',
    'workout*',
    'training',
    'boxing',
    'skiing',
    'athlet*',
    // es / pt / it
    'deporte*',
    'futbol*',
    'baloncesto',
    'tenis',
    'ciclismo',
    'natacion',
    'entrenamiento*',
    'esporte*',
    'desporto*',
    'futebol*',
    'basquete*',
    'maratona*',
    'natacao',
    'treino*',
    'calcio',
    'pallacanestro',
    'nuoto',
    'allenamento*',
    // de
    'fussball*',
    'fußball*',
    'radsport*',
    'schwimmen',
    'mannschaft*',
    // hi
    'खेल',
    'क्रिकेट',
    'फुटबॉल',
    'टेनिस',
    'योग',
    'दौड़',
    // zh
    '体育',
    '运动',
    '足球',
    '篮球',
    '网球',
    '比赛',
    '健身',
    '奥运',
  ],
};

/** Lower-case, without Latin accents (é → e; Devanagari vowel signs are kept: they are letters there). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .normalize('NFC');
}

const HAN = /\p{Script=Han}/u;

interface Matcher {
  words: Set<string>;
  prefixes: string[];
  phrases: string[];
}

function compile(keywords: readonly string[]): Matcher {
  const matcher: Matcher = { words: new Set(), prefixes: [], phrases: [] };
  for (const keyword of keywords.map(foldText)) {
    if (HAN.test(keyword) || keyword.includes(' ')) matcher.phrases.push(keyword);
    else if (keyword.endsWith('*')) matcher.prefixes.push(keyword.slice(0, -1));
    else matcher.words.add(keyword);
  }
  return matcher;
}

const MATCHERS = Object.fromEntries(HOME_THEMES.map((theme) => [theme, compile(KEYWORDS[theme])])) as Record<
  HomeTheme,
  Matcher
>;

/** The home themes of a video: by its channel's topics and by keywords in its title and description. */
export function themesOf(video: {
  title: string;
  description: string;
  channelTopics?: readonly ChannelTopic[];
}): HomeTheme[] {
  const found = new Set<HomeTheme>();
  for (const topic of video.channelTopics ?? []) {
    const theme = TOPIC_THEMES[topic];
    if (theme) found.add(theme);
  }
  const text = foldText(`${video.title}\n${video.description.slice(0, 5000)}`);
  const words = text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  for (const theme of HOME_THEMES) {
    if (found.has(theme)) continue;
    const m = MATCHERS[theme];
    if (
      words.some((w) => m.words.has(w) || m.prefixes.some((p) => w.startsWith(p))) ||
      m.phrases.some((p) => text.includes(p))
    )
      found.add(theme);
  }
  return HOME_THEMES.filter((theme) => found.has(theme));
}
