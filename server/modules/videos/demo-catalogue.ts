import type { ChannelTopic } from '../../../domain/channels';

export interface DemoVideo {
  /** Fixed, so a restart finds what an earlier start already made (nothing is seeded twice). */
  id: string;
  title: string;
  description: string;
  /** A lavfi picture source (ffmpeg's own generators: no file, no network). */
  picture: string;
  /** A lavfi sound source. */
  sound: string;
  /** At least the 60 s every video needs (MIN_VIDEO_DURATION_S), with a margin. */
  seconds: number;
}

export interface DemoChannel {
  id: string;
  name: string;
  description: string;
  topics: ChannelTopic[];
}

export interface DemoCatalogue {
  owner: { id: string; name: string; email: string; username: string };
  channels: DemoChannel[];
  /** In the order they are made and queued: the first is on the home page first. */
  videos: (DemoVideo & { channelId: string })[];
}

/**
 * Pictures at 640×360 and 15 frames a second: two renditions (240p, then 360p), a second or two to
 * make a clip and a few to process it on a small machine. Generators with a seed get a fixed one,
 * so every install gets the same clips.
 */
const size = 'size=640x360';
const PICTURES = {
  testCard: `testsrc2=${size}:rate=15`,
  colourBars: `smptehdbars=${size}:rate=15`,
  sunset: `gradients=${size}:rate=15:speed=0.015:seed=7:c0=#f97316:c1=#7c3aed:c2=#db2777:nb_colors=3`,
  pitch: `gradients=${size}:rate=15:speed=0.012:seed=3:c0=#14532d:c1=#22c55e:c2=#facc15:nb_colors=3`,
  sky: `gradients=${size}:rate=15:speed=0.01:seed=11:c0=#0ea5e9:c1=#10b981:c2=#1e3a8a:nb_colors=3`,
  // Drawn small and enlarged without smoothing: big sepia cells, cheap to make and to encode.
  silentFilm:
    'life=size=160x90:rate=10:mold=10:ratio=0.2:seed=5:death_color=#1c1917:life_color=#d6c7a1,scale=640:360:flags=neighbor',
  triangles: `sierpinski=${size}:rate=15:seed=13,negate`,
  fractal: `mandelbrot=${size}:rate=15`,
};

/** Quiet sounds rather than a bare test tone (single quotes keep the commas out of the filter graph). */
const SOUNDS = {
  tone: 'sine=frequency=440:sample_rate=44100',
  testTone: 'sine=frequency=1000:sample_rate=44100',
  majorChord:
    "aevalsrc='0.07*(sin(2*PI*261.63*t)+sin(2*PI*329.63*t)+sin(2*PI*392*t))*(0.75+0.25*sin(2*PI*0.2*t))':s=44100",
  minorChord:
    "aevalsrc='0.07*(sin(2*PI*220*t)+sin(2*PI*261.63*t)+sin(2*PI*329.63*t))*(0.75+0.25*sin(2*PI*0.25*t))':s=44100",
  pulse: "aevalsrc='0.3*sin(2*PI*110*t)*pow(sin(2*PI*t),8)':s=44100",
  drone: "aevalsrc='0.08*sin(2*PI*196*t)+0.05*sin(2*PI*293.66*t)':s=44100",
};

const channel = (n: number) => `0de30000-0000-4000-8000-00000000c00${n}`;
const video = (n: number) => `0de30000-0000-4000-8000-00000000a00${n}`;

/**
 * What a fresh `npm start` shows: four channels whose topics and video texts fill the four themed
 * rows of the home page (tech, culture, music, sport — domain/discovery.ts), two videos each.
 */
export const DEMO_CATALOGUE: DemoCatalogue = {
  owner: {
    id: '0de30000-0000-4000-8000-000000000001',
    name: 'Kinora Démo',
    email: 'demo@kinora.local',
    username: 'kinora_demo',
  },
  channels: [
    {
      id: channel(1),
      name: 'Atelier Code',
      description:
        'Des tutoriels de programmation courts et concrets : Python, JavaScript, Linux et les bons réflexes du développeur.',
      topics: ['technology', 'science'],
    },
    {
      id: channel(2),
      name: 'Studio Mélodie',
      description:
        'Cours de musique pour tous : guitare, piano, rythme et un peu de théorie, quelques minutes par jour.',
      topics: ['music'],
    },
    {
      id: channel(3),
      name: 'Terrain Libre',
      description: 'Football, course à pied, yoga : des conseils d’entraînement et des analyses de match.',
      topics: ['sports', 'health'],
    },
    {
      id: channel(4),
      name: 'Ciné-Club Lumière',
      description:
        'Histoire du cinéma, analyses de films et visites d’expositions : la culture en format court.',
      topics: ['entertainment', 'art'],
    },
  ],
  videos: [
    {
      id: video(1),
      channelId: channel(1),
      title: 'Python pour débutants : les boucles for et while',
      description:
        'Premiers pas en programmation : on répète une action avec une boucle for, on s’arrête au bon moment avec while et on évite la boucle infinie. Trois petits exercices pour s’entraîner.',
      picture: PICTURES.testCard,
      sound: SOUNDS.tone,
      seconds: 64,
    },
    {
      id: video(2),
      channelId: channel(2),
      title: 'Trois accords de guitare pour jouer vos premières chansons',
      description:
        'Do, sol et la mineur : avec ces trois accords, on accompagne déjà des dizaines de chansons. Position des doigts, changement d’accord et rythme de base.',
      picture: PICTURES.sunset,
      sound: SOUNDS.majorChord,
      seconds: 66,
    },
    {
      id: video(3),
      channelId: channel(3),
      title: 'Football : réussir son contrôle orienté',
      description:
        'Le geste qui fait gagner une seconde : orienter sa prise de balle vers l’espace libre. Trois exercices à faire seul ou à deux, au stade comme au city.',
      picture: PICTURES.pitch,
      sound: SOUNDS.pulse,
      seconds: 61,
    },
    {
      id: video(4),
      channelId: channel(4),
      title: 'Le cinéma muet en une minute',
      description:
        'De Méliès à Chaplin, comment le cinéma racontait des histoires sans un mot : intertitres, pantomime et musique jouée en direct dans la salle.',
      picture: PICTURES.silentFilm,
      sound: SOUNDS.drone,
      seconds: 68,
    },
    {
      id: video(5),
      channelId: channel(1),
      title: 'Régler son écran avec une mire de couleurs',
      description:
        'Luminosité, contraste, couleurs : la mire des studios de télévision et un son à 1 kHz pour vérifier écran et enceintes. Un classique de l’informatique et de la vidéo.',
      picture: PICTURES.colourBars,
      sound: SOUNDS.testTone,
      seconds: 62,
    },
    {
      id: video(6),
      channelId: channel(2),
      title: 'Jazz au piano : improviser sur une grille de blues',
      description:
        'Une grille de douze mesures, la gamme blues et quelques idées de phrasé pour oser improviser au piano dès aujourd’hui. Une leçon de musique pour tous les niveaux.',
      picture: PICTURES.triangles,
      sound: SOUNDS.minorChord,
      seconds: 63,
    },
    {
      id: video(7),
      channelId: channel(3),
      title: 'Yoga du matin : une minute pour bien respirer',
      description:
        'Une courte séance de respiration et d’étirements pour se réveiller en douceur, avant le sport ou avant le travail.',
      picture: PICTURES.sky,
      sound: SOUNDS.drone,
      seconds: 65,
    },
    {
      id: video(8),
      channelId: channel(4),
      title: 'Fractales : quand les mathématiques deviennent de l’art',
      description:
        'Un voyage au cœur de l’ensemble de Mandelbrot, la figure qui a inspiré peintres et graphistes : un zoom sans fin né d’une formule très simple.',
      picture: PICTURES.fractal,
      sound: SOUNDS.majorChord,
      seconds: 70,
    },
  ],
};
