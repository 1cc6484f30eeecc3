import type { Locale } from '@domain/locales';
import { LOCALE_NAMES } from '@domain/locales';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import type { Level } from '../use-deferred-hls';
import type { CaptionTrack } from './use-caption-choice';

export const SPEEDS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

interface Props {
  id: string;
  offered: Level[];
  lockedQualities: number[];
  quality: number;
  onQuality(index: number): void;
  speed: number;
  onSpeed(speed: number): void;
  captions: readonly CaptionTrack[];
  caption: Locale | null;
  onCaption(language: Locale | null): void;
}

const qualityName = (height: number) => `${height}p${height >= 720 ? ' HD' : ''}`;
const selectClass =
  'min-h-10 w-full rounded-md border border-white/20 bg-neutral-800 px-2 text-sm text-white focus-visible:outline-2 focus-visible:outline-white';

/** The settings panel: quality (granted, and the plan's locked ones), speed, captions language. */
export function PlayerSettings(props: Props) {
  const { t } = useTranslation();
  const { offered, lockedQualities } = props;
  return (
    <div
      id={props.id}
      role="group"
      aria-label={t('player.settings')}
      className="absolute right-2 bottom-full mb-2 grid w-64 max-w-[calc(100vw-2rem)] gap-3 rounded-lg bg-neutral-900/95 p-3 text-sm text-white shadow-xl"
    >
      <label className="grid gap-1">
        <span className="text-neutral-300">{t('watch.quality')}</span>
        <select
          className={selectClass}
          value={props.quality}
          onChange={(e) => props.onQuality(Number(e.target.value))}
        >
          <option value={-1}>{t('watch.auto')}</option>
          {[...offered]
            .sort((a, b) => b.height - a.height)
            .map((level) => (
              <option key={level.index} value={level.index}>
                {qualityName(level.height)}
              </option>
            ))}
          {lockedQualities.map((height) => (
            <option key={`locked-${height}`} value={`locked-${height}`} disabled>
              {t('watch.lockedQuality', { quality: qualityName(height) })}
            </option>
          ))}
        </select>
      </label>
      {lockedQualities.length > 0 && (
        <Link to="/pricing" className="text-amber-300 underline-offset-2 hover:underline">
          {t('watch.hdWithPremium')}
        </Link>
      )}
      <label className="grid gap-1">
        <span className="text-neutral-300">{t('watch.speed')}</span>
        <select
          className={selectClass}
          value={props.speed}
          onChange={(e) => props.onSpeed(Number(e.target.value))}
        >
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s === 1 ? t('watch.normalSpeed') : `${s}×`}
            </option>
          ))}
        </select>
      </label>
      {props.captions.length > 0 && (
        <label className="grid gap-1">
          <span className="text-neutral-300">{t('player.captionsLanguage')}</span>
          <select
            className={selectClass}
            value={props.caption ?? 'off'}
            onChange={(e) => props.onCaption(e.target.value === 'off' ? null : (e.target.value as Locale))}
          >
            <option value="off">{t('player.captionsOff')}</option>
            {props.captions.map((track) => (
              <option key={track.language} value={track.language}>
                {LOCALE_NAMES[track.language]}
                {track.auto ? ` (${t('player.autoCaptions')})` : ''}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
