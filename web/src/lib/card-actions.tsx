import { type ComponentType, createContext, useContext } from 'react';

/**
 * A small action over every video card's thumbnail (the playlists feature's "watch later"). The
 * videos feature draws the cards and must not import another feature, so the app provides the
 * component here and the card renders whatever it is given (nothing in tests that provide none).
 */
export type CardAction = ComponentType<{ videoId: string; title: string }>;

const CardActionContext = createContext<CardAction | null>(null);

export const CardActionProvider = CardActionContext.Provider;

export function CardActionSlot({ videoId, title }: { videoId: string; title: string }) {
  const Action = useContext(CardActionContext);
  return Action ? <Action videoId={videoId} title={title} /> : null;
}
