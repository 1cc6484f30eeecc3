import {
  cloneElement,
  Fragment,
  type ReactElement,
  type ReactNode,
  useMemo,
  useSyncExternalStore,
} from 'react';
import i18n from './index';
import type { TFunction, TOptions, Translator } from './translator';

const subscribe = (onChange: () => void) => i18n.subscribe(onChange);
const currentT = () => i18n.t;

/** The interface's `t` and the translator; the component renders again when its strings change. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const t = useSyncExternalStore(subscribe, currentT, currentT);
  return useMemo(() => ({ t, i18n }), [t]);
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

interface TransProps {
  i18nKey: string;
  /** An element per tag of the text (`<policy>…</policy>`): it is rendered with the tag's text inside. */
  components: Record<string, ReactElement>;
  values?: TOptions;
}

/** A text with links or emphasis inside: the translation places them, the code gives the elements. */
export function Trans({ i18nKey, components, values }: TransProps): ReactNode {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner] = match as unknown as [string, string, string];
    const element = components[name];
    if (!element) continue;
    parts.push(text.slice(last, match.index));
    parts.push(cloneElement(element, { key: parts.length }, inner));
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
