import type { ChannelTopic } from './channels';
import { type KeywordTheme, THEME_KEYWORDS } from './discovery-keywords';
import { HOME_THEMES, type HomeTheme } from './home-themes';

// The themes' callers import them with the scoring, from here.
export { HOME_THEMES, type HomeTheme };

/**
 * Bump when the keyword lists, the topic mapping or the scoring change: every video gets its
 * themes again. 2: scored whole words (issue 25).
 */
export const THEMES_VERSION = 2;

/**
 * Channel topics that put every video of the channel in a theme, so only topics whose videos are
 * nearly all of that theme. Film genres count as culture (cinema); gaming and science as tech;
 * health as sport. Cooking, fashion and news map to nothing: recipes, sewing tutorials and current
 * affairs are not what the culture row shows (cinema, arts, books, history) — their videos reach a
 * row by their own words, or by a channel that also says `art`, `education`...
 */
const TOPIC_THEMES: Partial<Record<ChannelTopic, HomeTheme>> = {
  technology: 'tech',
  science: 'tech',
  gaming: 'tech',
  education: 'culture',
  art: 'culture',
  travel: 'culture',
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

/** A keyword in the title counts 3, one only in the description 1; each keyword once per video. */
export const TITLE_WEIGHT = 3;
export const DESCRIPTION_WEIGHT = 1;
/** Enough for a theme of its own: one title keyword, or three distinct ones in the description. */
export const MIN_THEME_SCORE = 3;
/** Enough to add a theme beside the channel's, or beside an equal one: e.g. two title keywords. */
export const STRONG_THEME_SCORE = 6;
const MIN_PREFIX = 5;
const DESCRIPTION_MAX = 5000;

/**
 * Lower-case, without Latin accents (é → e), ß → ss, and without the Devanagari nukta (फ़िल्म and
 * फिल्म are both written); vowel signs are kept: they are letters there.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFC');
}

/** A keyword: its theme (null for an idiom that only hides its words) and an id shared by its forms. */
interface Hit {
  theme: HomeTheme | null;
  id: number;
}

interface Matchers {
  words: Map<string, Hit>;
  /** 2- and 3-word phrases, keyed by their words joined with a space. */
  phrases: Map<string, Hit>;
  /** First words of the phrases: only these words look further. */
  phraseStarts: Set<string>;
  prefixes: Map<string, Hit>;
  prefixLengths: number[];
  /** Chinese keywords, found by longest match. */
  han: Map<string, Hit>;
  /** The lengths of the Chinese keywords by their first character, longest first. */
  hanStarts: Map<string, number[]>;
}

const HAN = /\p{Script=Han}/u;
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;
// Han characters start at U+2E80: a word with none below it (almost every one) skips the Han regex.
const HAN_RUNS = /\p{Script=Han}+|\P{Script=Han}+/gu;
const mayHaveHan = (word: string) => {
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) >= 0x2e80) return true;
  return false;
};

/** Words of any script (letters, marks, digits), with runs of Han characters apart. */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (const word of foldText(text).split(NOT_WORD)) {
    if (!word) continue;
    if (mayHaveHan(word)) out.push(...(word.match(HAN_RUNS) ?? []));
    else out.push(word);
  }
  return out;
}

function compile(): Matchers {
  const m: Matchers = {
    words: new Map(),
    phrases: new Map(),
    phraseStarts: new Set(),
    prefixes: new Map(),
    prefixLengths: [],
    han: new Map(),
    hanStarts: new Map(),
  };
  let id = 0;
  const put = (map: Map<string, Hit>, key: string, hit: Hit) => {
    const other = map.get(key);
    if (other && other.theme !== hit.theme) throw new Error(`theme keyword "${key}" in two themes`);
    map.set(key, other ?? hit);
  };
  for (const byTheme of Object.values(THEME_KEYWORDS))
    for (const [theme, list] of Object.entries(byTheme) as [KeywordTheme, string][])
      for (const entry of list.split(',')) {
        const hit: Hit = { theme: theme === 'none' ? null : theme, id: id++ };
        for (const form of entry.split('/')) {
          // Split as texts are, so "basket-ball" or "l'art" would be written as they are read.
          const parts = tokens(form);
          const key = parts.join(' ');
          if (parts.length === 0) throw new Error(`empty theme keyword in "${entry}"`);
          if (HAN.test(key)) put(m.han, key, hit);
          else if (form.trim().endsWith('*')) {
            if (parts.length > 1 || key.length < MIN_PREFIX)
              throw new Error(`theme prefix "${form}" is too short`);
            put(m.prefixes, key, hit);
          } else if (parts.length > 1) {
            if (parts.length > 3) throw new Error(`theme phrase "${form}" is over 3 words`);
            put(m.phrases, key, hit);
            m.phraseStarts.add(parts[0]!);
          } else put(m.words, key, hit);
        }
      }
  const longestFirst = (keys: Iterable<string>) =>
    [...new Set([...keys].map((k) => k.length))].sort((a, b) => b - a);
  m.prefixLengths = longestFirst(m.prefixes.keys());
  for (const first of new Set([...m.han.keys()].map((k) => k[0]!)))
    m.hanStarts.set(first, longestFirst([...m.han.keys()].filter((k) => k[0] === first)));
  return m;
}

const MATCHERS = compile();

/** The keywords of a text: phrases before their words, the longest Chinese keyword first. */
function keywordsIn(text: string): Hit[] {
  const { words: known, phrases, phraseStarts, prefixes, prefixLengths, han, hanStarts } = MATCHERS;
  const words = tokens(text);
  const hits: Hit[] = [];
  for (let i = 0; i < words.length; i++) {
    const token = words[i]!;
    if (mayHaveHan(token) && HAN.test(token)) {
      // Code units, not characters: the keywords are all in the Basic Multilingual Plane.
      for (let c = 0; c < token.length; ) {
        const length = hanStarts.get(token[c]!)?.find((l) => han.has(token.slice(c, c + l)));
        if (length === undefined) c++;
        else {
          hits.push(han.get(token.slice(c, c + length))!);
          c += length;
        }
      }
      continue;
    }
    if (phraseStarts.has(token) && i + 1 < words.length) {
      const two = `${token} ${words[i + 1]}`;
      const three = i + 2 < words.length ? phrases.get(`${two} ${words[i + 2]}`) : undefined;
      const phrase = three ?? phrases.get(two);
      if (phrase) {
        hits.push(phrase);
        i += three ? 2 : 1;
        continue;
      }
    }
    let hit = known.get(token);
    for (const length of prefixLengths) {
      if (hit) break;
      if (token.length >= length) hit = prefixes.get(token.slice(0, length));
    }
    if (hit) hits.push(hit);
  }
  return hits;
}

/**
 * The home themes of a video. The channel's topics decide first. Then keywords score each theme
 * (title 3, description 1, each keyword once): beside a topic theme, another theme needs a strong
 * score; alone, the best theme needs the minimum score and to be the only best — a tie, or a word
 * mentioned in passing in the description, files the video nowhere rather than in the wrong row.
 */
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
  const scores = new Map<HomeTheme, number>();
  const counted = new Set<number>();
  const add = (hits: Hit[], weight: number) => {
    for (const hit of hits) {
      if (!hit.theme || counted.has(hit.id)) continue;
      counted.add(hit.id);
      scores.set(hit.theme, (scores.get(hit.theme) ?? 0) + weight);
    }
  };
  add(keywordsIn(video.title), TITLE_WEIGHT);
  add(keywordsIn(video.description.slice(0, DESCRIPTION_MAX)), DESCRIPTION_WEIGHT);

  const best = Math.max(0, ...scores.values());
  const bestOnes = [...scores].filter(([, score]) => score === best).map(([theme]) => theme);
  for (const [theme, score] of scores) {
    const strong = score >= STRONG_THEME_SCORE;
    const onlyBest = found.size === 0 && bestOnes.length === 1 && bestOnes[0] === theme;
    if (strong || (onlyBest && score >= MIN_THEME_SCORE)) found.add(theme);
  }
  return HOME_THEMES.filter((theme) => found.has(theme));
}
