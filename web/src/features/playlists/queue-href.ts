/** The watch page's link to a video of a playing list (same list, same shuffle). */
export const queueHref = (videoId: string, listId: string, shuffleSeed: string | null, autoplay = false) =>
  `/watch/${videoId}?list=${listId}${shuffleSeed ? `&shuffle=${shuffleSeed}` : ''}${autoplay ? '&autoplay=1' : ''}`;
