import { text } from '../fields.ts';
import { group, SPOKEN } from './group.ts';

/** The reasons carousel's names, slide number and arrows. */
export const reasonsCarousel = group('Reasons carousel', {
  ROLE: text({
    title: 'What the carousel is called',
    description: `Said when the visitor reaches the carousel, in lower case. ${SPOKEN}`,
  }),
  SLIDE_ROLE: text({
    title: 'What a slide is called',
    description: `Said with each slide, in lower case. ${SPOKEN}`,
  }),
  POSITION: text({
    title: 'Slide number',
    description:
      'Shown between the arrows and said as each slide’s name; {current} is the slide’s number, {total} the number of slides.',
  }),
  PREVIOUS: text({
    title: 'Previous slide arrow',
    description: `The name of the carousel’s left arrow. ${SPOKEN}`,
  }),
  NEXT: text({
    title: 'Next slide arrow',
    description: `The name of the carousel’s right arrow. ${SPOKEN}`,
  }),
});
