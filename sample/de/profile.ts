// Sample content: the German texts of ../profile.ts. Your name and places stay as they are, written
// here so that every text of the profile is given in German.

import type { Profile, Translation } from '../../src/content/types';

export const profile = {
  name: 'Aarav Mehta',
  firstName: 'Aarav',
  greeting: 'Hallo, ich bin',
  roles: ['Full-Stack-Entwickler', 'KI/ML-Enthusiast', 'Informatikstudent', 'Problemlöser'],
  tagline:
    'Ich entwickle intelligente, zuverlässige Software – von der Forschungsidee bis zum Produktivbetrieb.',
  description:
    'Ich studiere Informatik mit Schwerpunkt KI und maschinelles Lernen und mache aus Modellen gern schnelle, barrierefreie Webprodukte. Mir sind sauberer Code, messbare Ergebnisse und Software wichtig, die Menschen tatsächlich nutzen.',
  about: [
    'Ich studiere Informatik (B.Tech) mit Schwerpunkt künstliche Intelligenz und maschinelles Lernen. Ich arbeite gern über den gesamten Stack hinweg: vom Trainieren und Evaluieren von Modellen bis zum Entwurf der Oberflächen und APIs, über die Menschen sie nutzen.',
    'In Praktika in der Webentwicklung und der Cybersicherheit habe ich gelernt, Software zu schreiben, die sicher, wartbar und bereit für den Produktivbetrieb ist. Ich habe mehr als zehn Anwendungen in Betrieb genommen und lege auf klare Dokumentation ebenso viel Wert wie auf funktionierenden Code.',
    'Neben dem Studium arbeite ich an Forschung zu Computer Vision, zur Verarbeitung natürlicher Sprache und zu KI im Gesundheitswesen mit. Ich suche immer nach Menschen, mit denen ich zusammenarbeiten kann, nach schwierigen Problemen und nach Gelegenheiten, von erfahrenen Entwicklerinnen und Entwicklern zu lernen.',
  ],
  interests: [
    'Badminton',
    'Neue Technologien entdecken',
    'Forschungsprojekte',
    'Open Source',
    'Knifflige Probleme lösen',
  ],
  contact: {
    location: 'Pune',
    state: 'Maharashtra',
  },
  profileImageAlt: 'Porträtillustration von Aarav Mehta',
} satisfies Translation<Profile>;
