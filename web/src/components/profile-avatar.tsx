import type { ProfileAvatar as AvatarId } from '@domain/profiles';
import { cn } from '@/lib/cn';

/** Background and face colours of each preset (work on light and dark themes alike). */
const PALETTE: Record<AvatarId, { bg: string; face: string; accent: string }> = {
  fox: { bg: '#fde6d2', face: '#e8772e', accent: '#fff7ef' },
  owl: { bg: '#e7e0f5', face: '#7a5c3e', accent: '#f3e3c3' },
  cat: { bg: '#dceefb', face: '#6b7280', accent: '#f9fafb' },
  panda: { bg: '#dff3e4', face: '#f9fafb', accent: '#1f2937' },
  koala: { bg: '#e6ebf0', face: '#94a3b8', accent: '#e2e8f0' },
  tiger: { bg: '#fff1c7', face: '#f59e0b', accent: '#1f2937' },
  whale: { bg: '#d7ecff', face: '#2f6fb3', accent: '#cfe6ff' },
  robot: { bg: '#e5e7eb', face: '#64748b', accent: '#38bdf8' },
};

/** Ears (or their equivalent) per preset; the face and eyes are shared. */
function Features({ id, face, accent }: { id: AvatarId; face: string; accent: string }) {
  switch (id) {
    case 'fox':
      return (
        <>
          <path d="M14 12 L26 30 L12 34 Z M50 12 L38 30 L52 34 Z" fill={face} />
          <path d="M20 42 Q32 58 44 42 Q32 48 20 42 Z" fill={accent} />
        </>
      );
    case 'owl':
      return (
        <>
          <path d="M16 14 L24 24 L14 26 Z M48 14 L40 24 L50 26 Z" fill={face} />
          <circle cx="24" cy="32" r="8" fill={accent} />
          <circle cx="40" cy="32" r="8" fill={accent} />
          <path d="M29 40 L35 40 L32 45 Z" fill="#f59e0b" />
        </>
      );
    case 'cat':
      return (
        <>
          <path d="M14 14 L26 24 L14 30 Z M50 14 L38 24 L50 30 Z" fill={face} />
          <path d="M12 40 H24 M12 44 H24 M40 40 H52 M40 44 H52" stroke={accent} strokeWidth="1.5" />
        </>
      );
    case 'panda':
      return (
        <>
          <circle cx="16" cy="18" r="7" fill={accent} />
          <circle cx="48" cy="18" r="7" fill={accent} />
          <ellipse cx="24" cy="33" rx="6" ry="7" fill={accent} />
          <ellipse cx="40" cy="33" rx="6" ry="7" fill={accent} />
        </>
      );
    case 'koala':
      return (
        <>
          <circle cx="13" cy="24" r="9" fill={face} />
          <circle cx="51" cy="24" r="9" fill={face} />
          <circle cx="13" cy="24" r="5" fill={accent} />
          <circle cx="51" cy="24" r="5" fill={accent} />
          <ellipse cx="32" cy="40" rx="5" ry="6" fill="#334155" />
        </>
      );
    case 'tiger':
      return (
        <>
          <circle cx="17" cy="17" r="6" fill={face} />
          <circle cx="47" cy="17" r="6" fill={face} />
          <path
            d="M32 14 V22 M22 16 L25 22 M42 16 L39 22 M14 34 H20 M44 34 H50"
            stroke={accent}
            strokeWidth="2"
          />
        </>
      );
    case 'whale':
      return (
        <>
          <path d="M32 8 Q28 2 24 6 M32 8 Q36 2 40 6" stroke={face} strokeWidth="2" fill="none" />
          <path d="M18 44 Q32 54 46 44" stroke={accent} strokeWidth="2" fill="none" />
        </>
      );
    case 'robot':
      return (
        <>
          <path d="M32 8 V14" stroke={face} strokeWidth="2" />
          <circle cx="32" cy="7" r="3" fill={accent} />
          <rect x="22" y="40" width="20" height="4" rx="2" fill={accent} />
        </>
      );
  }
}

/**
 * A viewer profile's avatar: one of the preset illustrations (inline SVG, no image to load), with
 * an accessible name (the profile's name, or the preset's) unless it is decorative.
 */
export function ProfileAvatar({
  avatar,
  label,
  className,
}: {
  avatar: AvatarId;
  /** The accessible name; omit when the name is written next to it (decorative). */
  label?: string;
  className?: string;
}) {
  const { bg, face, accent } = PALETTE[avatar];
  const isRobot = avatar === 'robot';
  const eye = avatar === 'panda' ? '#f9fafb' : '#111827';
  const drawing = (
    <>
      <rect width="64" height="64" rx="12" fill={bg} />
      {isRobot ? (
        <rect x="14" y="14" width="36" height="36" rx="8" fill={face} />
      ) : (
        <circle cx="32" cy="34" r="19" fill={face} />
      )}
      <Features id={avatar} face={face} accent={accent} />
      <circle cx="25" cy="32" r="2.6" fill={eye} />
      <circle cx="39" cy="32" r="2.6" fill={eye} />
    </>
  );
  const classes = cn('size-10 shrink-0 rounded-xl', className);
  if (!label)
    return (
      <svg viewBox="0 0 64 64" className={classes} aria-hidden="true" data-avatar={avatar}>
        {drawing}
      </svg>
    );
  return (
    <svg viewBox="0 0 64 64" className={classes} role="img" aria-label={label} data-avatar={avatar}>
      <title>{label}</title>
      {drawing}
    </svg>
  );
}
