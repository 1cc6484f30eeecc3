/** Where a generation of a video's media lives in storage: renditions, storyboard, captions. */
export const hlsPrefix = (videoId: string, generation: number) => `videos/${videoId}/hls/${generation}`;
