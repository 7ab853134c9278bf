import { text } from '../fields.ts';
import { group, SPOKEN } from './group.ts';

/** What a screen reader says while a page loads its settings and translations. */
export const pageLoading = group('Page loading', {
  LOADING: text({
    title: 'Page still loading',
    description: `While a page loads its settings and translations (a spinning circle is shown). ${SPOKEN}`,
  }),
});
