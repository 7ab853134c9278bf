/**
 * The success-story cards' picture slots. The pictures are launch values (site-settings.json); the
 * card crops each to its slot's shape (stories.css: 16:10, and square for the four small ones), so
 * these sizes are the layout's, whatever file a company gives: every <img> declares them, and the
 * browser reserves the box before the picture arrives. The other pictures' sizes are read from their
 * files (decision 107).
 */
export const STORY_IMAGE_SIZE = {
  main: { width: 640, height: 400 },
  sub: { width: 240, height: 240 },
} as const;
