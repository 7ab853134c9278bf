import { text } from '../fields.ts';
import { group, SPOKEN } from './group.ts';

/**
 * The words on and around a video: the play button, loading and failure messages, the link to the
 * video's host and the player's name.
 */
export const videos = group('Videos', {
  PLAY: text({
    title: 'Play button',
    description: `The name of the play button on a video, followed by the “loads the player” line; {title} is the video’s title (from “Site-wide words”). ${SPOKEN}`,
  }),
  LOADS_PLAYER: text({
    title: 'Play button, what a click loads',
    description:
      'Shown on the play button: pressing it loads the video host’s player; {host} is the host’s name (Vimeo).',
  }),
  LOADING: text({
    title: 'Video loading',
    description: 'Shown in the video’s box after the play button is pressed, until the player starts.',
  }),
  UNREACHABLE: text({
    title: 'Video could not load',
    description: 'Shown in the video’s box when the host cannot be reached; {host} is the host’s name (Vimeo).',
  }),
  WATCH_ON_HOST: text({
    title: 'Link to watch it on the host',
    description:
      'Under every video, and in its box when it could not load; {host} is the host’s name (Vimeo). Opens in a new tab.',
  }),
  PLAYER_TITLE: text({
    title: 'Player’s name',
    description: `Names the video player once it has loaded; {title} is the video’s title. ${SPOKEN}`,
  }),
});
