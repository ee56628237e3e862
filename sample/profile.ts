// Sample content: this file is yours to replace. Swap in your own name, words, contact details
// and links; the rest of the page reads everything from here.

import type { Profile } from '../src/content/types';

const email = 'aarav.mehta@example.com';

export const profile: Profile = {
  name: 'Aarav Mehta',
  firstName: 'Aarav',
  greeting: "Hi, I'm",
  roles: ['Full-Stack Developer', 'AI/ML Enthusiast', 'CSE Student', 'Problem Solver'],
  tagline: 'Building intelligent, reliable software from research idea to production.',
  description:
    'I am a computer science student specialising in AI and machine learning who enjoys turning models into fast, accessible web products. I care about clean code, measurable results and shipping things people actually use.',
  about: [
    'I am a B.Tech Computer Science student specialising in Artificial Intelligence and Machine Learning. I enjoy working across the whole stack, from training and evaluating models to designing the interfaces and APIs that put them in front of people.',
    'Through internships in web development and cyber security, I have learned to write software that is secure, maintainable and ready for production. I have deployed more than ten applications and value clear documentation as much as working code.',
    'Alongside coursework, I contribute to research in computer vision, natural language processing and healthcare AI. I am always looking for collaborators, hard problems and opportunities to learn from experienced engineers.',
  ],
  interests: [
    'Badminton',
    'Tech Exploration',
    'Research Projects',
    'Open Source',
    'Problem Solving',
  ],
  contact: {
    email,
    phone: '+91 00000 00000',
    location: 'Pune',
    state: 'Maharashtra',
    postalCode: '000000',
  },
  profiles: [
    { network: 'GitHub', url: 'https://github.com/example', username: 'example' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/in/example', username: 'example' },
  ],
  resume: '/resume.pdf',
  resumePdf: 'A4',
  profileImage: 'images/profile.svg',
  profileImageAlt: 'Portrait illustration of Aarav Mehta',
  siteUrl: 'https://portfolio.example.com/',
};
