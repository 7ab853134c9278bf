import { SITE } from '../config/site.ts';
import { pathFor } from '../i18n/locales.ts';
import { successStory, video } from './builders.ts';
import { IMAGES, image } from './images.ts';
import type { SiteContent } from './types.ts';

const whatIsVideo = video('whatIs', 'What Storyverse is, in two minutes');
const howItWorksVideo = video('howItWorks', 'How Storyverse works: from first draft to published story');
const whatIsPoster = image(
  IMAGES.posters.whatIs,
  'Video preview: a Storyverse story open on a laptop, with its table of chapters',
);
const howItWorksPoster = image(
  IMAGES.posters.howItWorks,
  'Video preview: the Storyverse editor, chapters on the left and the live preview in the middle',
);

export const enContent = {
  pages: {
    home: {
      meta: {
        title: 'Storyverse — interactive storytelling and presentations',
        description:
          'The web platform for interactive stories told in chapters and episodes: 4K video, 3D, virtual environments and editorial content for brand communication.',
      },
      landing: {
        title: 'Interactive stories for people who communicate with care',
        subtitle:
          'Video, 3D, virtual environments and writing in one experience told in chapters, shared with a single link.',
        label: 'Discover Storyverse',
        // The company's name (site-settings.json), not a copy: a copy would outlive the launch values.
        logoAlt: SITE.company.legalName,
      },
      intro: {
        title: 'One platform, every kind of story',
        subtitle:
          'Storyverse is the web tool companies and agencies use to build multimedia narratives in chapters and episodes. Your team puts it together, your audience explores: no code, no plug-ins.',
        image: image(
          IMAGES.hero.home,
          'A Storyverse story on a tablet and a phone: numbered chapters, a video and a 3D model',
        ),
      },
      audiences: {
        block: {
          stepTitle: 'Who it’s for',
          title: 'Start with your goal',
          subtitle: 'We have gathered examples, features and advice for two kinds of team.',
        },
        items: [
          {
            title: 'Sustainability teams',
            description:
              'Reports, ESG projects and local impact, told in a way that is clear, verifiable and engaging.',
            label: 'Storyverse for sustainability',
            link: pathFor('sustainability', 'en'),
            image: image(
              IMAGES.audiences.sustainability,
              'A falling emissions chart next to a stylised leaf',
            ),
          },
          {
            title: 'Medium and large companies',
            description:
              'Product launches, onboarding and internal communication in one space shared by marketing, HR and sales.',
            label: 'Storyverse for companies',
            link: pathFor('companies', 'en'),
            image: image(
              IMAGES.audiences.companies,
              'A company presentation in chapters on a screen, with the team around it',
            ),
          },
        ],
      },
      whatIs: {
        block: {
          stepTitle: '01 · What it is',
          title: 'Where ideas become a journey',
          description:
            'Storyverse arranges your content in chapters and episodes, like a series: your audience picks where to start, digs into what interests them and stays to the end. It all opens in the browser, on any device.',
          direction: 'right',
        },
        media: whatIsVideo,
        poster: whatIsPoster,
      },
      howItWorks: {
        block: {
          stepTitle: '02 · How it works',
          title: 'Compose, review, publish',
          description:
            'Pick a template, drag video, 3D models and text into your chapters, and invite colleagues to comment. When you are ready, publish with a link or embed the story in your own website.',
        },
        media: howItWorksVideo,
        poster: howItWorksPoster,
      },
      reasons: {
        block: {
          stepTitle: '04 · Why Storyverse',
          title: 'Four reasons to choose us',
          subtitle: 'What sets a Storyverse story apart from a slide deck.',
        },
        items: [
          {
            label: 'Stories, not slides',
            description:
              'Chapters and episodes guide your audience along a path: they arrive curious and stay to the end.',
            image: image(IMAGES.reasons.chapters, 'A story split into four chapters joined by a path'),
          },
          {
            label: 'Every medium in one place',
            description:
              '4K video, 3D, virtual environments, web and editorial content live side by side in one experience, with no plug-ins.',
            image: image(
              IMAGES.reasons.allMedia,
              'Icons for video, a 3D model, a web page and text gathered on one card',
            ),
          },
          {
            label: 'No code, agency-grade results',
            description:
              'Your team builds and publishes on its own, and the result has the polish of a bespoke project.',
            image: image(
              IMAGES.reasons.noCode,
              'Content blocks being dragged onto a page that is already laid out',
            ),
          },
          {
            label: 'One link, any device',
            description:
              'Stories open from a link in the browser on desktop, tablet and phone: your readers have nothing to install.',
            image: image(IMAGES.reasons.anyDevice, 'The same story open on a desktop, a tablet and a phone'),
          },
        ],
      },
      closingLine: { title: 'Every organisation has a story. We help you tell it well.' },
      closingCta: {
        title: 'Let’s look at your next story together',
        description:
          'In thirty minutes we will show you Storyverse with your own content and answer your team’s questions.',
      },
    },
    sustainability: {
      meta: {
        title: 'Sustainability storytelling — Storyverse',
        description:
          'Turn your sustainability report and ESG projects into interactive stories your stakeholders actually read. Book a demo with our team.',
      },
      intro: {
        title: 'Your sustainability report deserves to be read',
        subtitle:
          'Storyverse turns ESG data, projects and people into an interactive story told in chapters: clearer for your stakeholders, easier for your team to keep up to date.',
        image: image(
          IMAGES.hero.sustainability,
          'A sustainability report opening into an interactive story with emissions charts and a map',
        ),
      },
      whatIs: {
        block: {
          stepTitle: '01 · What it is',
          title: 'A place to show your impact',
          description:
            'Storyverse is a web platform for interactive stories told in chapters and episodes. For sustainability teams, that means bringing figures, first-hand accounts and places together in one narrative people can explore in their browser, with nothing to download.',
          direction: 'right',
        },
        media: whatIsVideo,
        poster: whatIsPoster,
      },
      howItWorks: {
        block: {
          stepTitle: '02 · How it works',
          title: 'From report to story, one chapter at a time',
          description:
            'Import text and tables from your report, choose a chapter template, then add video, maps and 3D models. When this year’s figures change, update the chapter concerned and the published story is instantly up to date.',
        },
        media: howItWorksVideo,
        poster: howItWorksPoster,
      },
      reasons: {
        block: {
          stepTitle: '04 · Why Storyverse',
          title: 'Four reasons to choose us',
          subtitle: 'Built for teams whose sustainability reports must be rigorous and still get read.',
        },
        items: [
          {
            label: 'ESG data people understand',
            description:
              'Indicators, targets and progress become visual chapters: animated charts, maps and year-on-year comparisons anyone can follow.',
            image: image(IMAGES.reasons.esgData, 'A bar chart of emissions falling year after year'),
          },
          {
            label: 'True to what you reported',
            description:
              'Every figure can point back to the page of the report it came from, so the story stays consistent with your disclosures.',
            image: image(
              IMAGES.reasons.sources,
              'A figure in the story linked by a line to a page of the report',
            ),
          },
          {
            label: 'A path for every stakeholder',
            description:
              'Employees, investors, local communities: build different paths from the same material, in several languages, without starting over.',
            image: image(
              IMAGES.reasons.stakeholders,
              'Three people, each following their own path through the chapters',
            ),
          },
          {
            label: 'See what actually lands',
            description:
              'Reading analytics for each chapter show what your audience cares about and where they stop, so next year’s report communicates even better.',
            image: image(IMAGES.reasons.analytics, 'A dashboard showing reading time for each chapter'),
          },
        ],
      },
      closingLine: { title: 'Sustainability is measured in numbers. It is shared through stories.' },
      closingCta: {
        title: 'Take your next report beyond the PDF',
        description:
          'In thirty minutes we will show you how your report can become an interactive story, starting from the content you already have.',
      },
    },
    companies: {
      meta: {
        title: 'Presentations for medium and large companies — Storyverse',
        description:
          'Pitches, onboarding and internal communication in one multimedia workspace, built for the marketing and HR teams of medium and large companies.',
      },
      intro: {
        title: 'Presentations people remember',
        subtitle:
          'Product launches, onboarding, internal communication: with Storyverse, teams in medium and large companies build interactive multimedia experiences that stay on brand and are shared with a single link.',
        image: image(
          IMAGES.hero.companies,
          'An interactive presentation in chapters on a large screen, with a 3D product and a video',
        ),
      },
      whatIs: {
        block: {
          stepTitle: '01 · What it is',
          title: 'A communication studio inside your company',
          description:
            'Storyverse is a web platform for interactive stories told in chapters and episodes. Marketing, HR and sales work on the same content and publish it for customers, partners and colleagues with a single link.',
          direction: 'right',
        },
        media: whatIsVideo,
        poster: whatIsPoster,
      },
      howItWorks: {
        block: {
          stepTitle: '02 · How it works',
          title: 'Your brand’s templates, your team’s content',
          description:
            'Together we set up templates with your colours, typefaces and logo. From there, every team builds its own stories by dragging in video, 3D and text, and publishes them with the permissions you choose.',
        },
        media: howItWorksVideo,
        poster: howItWorksPoster,
      },
      reasons: {
        block: {
          stepTitle: '04 · Why Storyverse',
          title: 'Four reasons to choose us',
          subtitle: 'Made for organisations with many teams, many markets and a brand to protect.',
        },
        items: [
          {
            label: 'One workspace for every team',
            description:
              'Marketing, HR and sales work on the same content with roles and permissions: no more scattered files and clashing versions.',
            image: image(IMAGES.reasons.workspace, 'Three teams connected to the same shared workspace'),
          },
          {
            label: 'On brand, every time',
            description:
              'Company templates, colours and typefaces stay locked where it matters, so every presentation fits your identity, even the last-minute ones.',
            image: image(IMAGES.reasons.brand, 'A palette of company colours applied to a page'),
          },
          {
            label: 'Ready to grow with you',
            description:
              'Publish across markets and languages, keep internal projects behind restricted access, and use analytics to learn what works.',
            image: image(IMAGES.reasons.scale, 'A globe with the same story published in several countries'),
          },
          {
            label: 'A team beside your team',
            description:
              'The training your plan includes, and support in Italian and English, by e-mail or from the platform, on working days.',
            image: image(
              IMAGES.reasons.support,
              'A member of our support team on a video call with a customer',
            ),
          },
        ],
      },
      closingLine: { title: 'People forget slides. They remember stories.' },
      closingCta: {
        title: 'Put Storyverse to the test on a real presentation',
        description:
          'Bring a presentation you use today: in thirty minutes we will show you how it becomes an interactive story.',
      },
    },
  },
  mediaElements: {
    block: {
      stepTitle: '03 · The elements',
      title: 'Six elements for every kind of content',
      subtitle: 'Turn a card over to see what it can do.',
    },
    items: [
      {
        title: 'Virtual environment',
        description:
          'A space to explore in 360°: a plant, a building site, a protected area. Every point of interest opens a piece of the story.',
        frontImage: image(
          IMAGES.media.virtualEnvironment.front,
          'A room in perspective with glowing points of interest',
        ),
        backImage: image(
          IMAGES.media.virtualEnvironment.back,
          'A 360° map with the visitor’s route marked on it',
        ),
      },
      {
        title: 'Canvas',
        description:
          'A free-form board for layering text, images, charts and animation, with the precision of a design tool.',
        frontImage: image(
          IMAGES.media.canvas.front,
          'Shapes and text layered on a canvas with alignment guides',
        ),
        backImage: image(IMAGES.media.canvas.back, 'The layers panel with text, image and chart'),
      },
      {
        title: 'Video player',
        description:
          'Video up to 4K with subtitles in several languages, chapters and interactive cue points: viewers watch, choose and dig deeper.',
        frontImage: image(
          IMAGES.media.videoPlayer.front,
          'A video player with a 4K badge and a progress bar',
        ),
        backImage: image(
          IMAGES.media.videoPlayer.back,
          'The subtitles menu offering Italian, English, French and German',
        ),
      },
      {
        title: '3D',
        description:
          '3D models people can rotate, open up and explore in the browser: a product, a plant, a building, with no plug-in or app.',
        frontImage: image(IMAGES.media.threeD.front, 'A 3D cube with rotation arrows'),
        backImage: image(IMAGES.media.threeD.back, 'A cutaway of a 3D model with its parts labelled'),
      },
      {
        title: 'External web content',
        description:
          'Dashboards, maps, forms and pages from other services inside the story, so your audience never has to leave it.',
        frontImage: image(IMAGES.media.externalWeb.front, 'A browser window embedded in a page of the story'),
        backImage: image(IMAGES.media.externalWeb.back, 'A live map and chart embedded in a chapter'),
      },
      {
        title: 'Editorial',
        description:
          'Carefully set reading pages with considered typography, pull quotes and highlighted figures, for when the story needs words.',
        frontImage: image(
          IMAGES.media.editorial.front,
          'A magazine page with a headline, text columns and a photo',
        ),
        backImage: image(
          IMAGES.media.editorial.back,
          'A large pull quote and a highlighted figure on the page',
        ),
      },
    ],
  },
  successStories: {
    block: {
      stepTitle: '05 · Success stories',
      title: 'Already telling their stories with Storyverse',
      subtitle: 'Three projects our customers have published. Open them and see for yourself.',
    },
    ctaLabel: { 'form-popup': 'Get the case studies', meeting: 'Talk to us about your project' },
    // Each customer's name, link, pictures and their alt texts are launch values (site-settings.json).
    items: [successStory('alpina', 'en'), successStory('mareblu', 'en'), successStory('fondaco', 'en')],
  },
  help: {
    block: {
      stepTitle: '06 · Here to help',
      title: 'Someone to ask',
      // The support hours of the terms (13.2); a test holds the two together.
      subtitle:
        'From your first login to your published story, our team answers in Italian and English on working days, from 09:00 to 13:00 and from 14:00 to 18:00, Italian time.',
    },
    training: {
      title: 'Platform training',
      description:
        'The guided sessions your plan includes, from the first project to publication, with exercises on your own content.',
    },
    tips: {
      title: 'Tips and tricks',
      description:
        'Short guides, real examples and ideas to make every chapter work harder, written by our creative team.',
    },
    contact: {
      title: 'Got a question?',
      description: 'Leave us your details and a person, not an autoresponder, will get back to you.',
      label: 'Contact us',
    },
  },
  termsPage: {
    meta: {
      title: 'Terms and conditions — Storyverse',
      description:
        'The full contract for using Storyverse: subscription, fees, support hours, suspension and deletion of an account, liability and the applicable law.',
    },
  },
  organizationDescription:
    'Web platform for multimedia storytelling and interactive presentations for companies and agencies.',
  shareImage: {
    src: '/images/share-en.png',
    width: 1200,
    height: 630,
    alt: 'The Storyverse logo and name with the tagline “Interactive stories in chapters and episodes”, beside a drawing of a story card',
    tagline: ['Interactive stories in chapters', 'and episodes'],
  },
} as const satisfies SiteContent;
