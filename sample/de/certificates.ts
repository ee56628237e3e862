// Sample content: the German texts of ../certificates.ts, certificate by certificate (by each
// one's id). A course's official name stays as issued; issuers stay as they are; months are German.

import type { Certificate, Translation } from '../../src/content/types';

export const certificates: Translation<Certificate[]> = {
  1: {
    title: 'Praktikum Cybersicherheit',
    issuer: 'Example Security Academy',
    date: 'Juli 2024',
    description:
      'Praxisnahes Praktikum zu den Grundlagen von Netzwerksicherheit, Kryptografie und Schwachstellenscans in angeleiteten Laborumgebungen.',
  },
  2: {
    title: 'AWS Cloud Foundations Training (30 Stunden)',
    issuer: 'Example Cloud Academy',
    date: 'Nov. 2024',
    description:
      'Eine 30-stündige Schulung zu zentralen AWS-Diensten wie EC2, S3, IAM und VPC, mit Laborübungen zum Bereitstellen und Absichern einer einfachen Webanwendung.',
  },
  3: {
    title: 'AI/ML for Signal Processing',
    issuer: 'Example National Institute of Technology',
    date: 'März 2025',
    description:
      'Einwöchiger Kurzzeitkurs zur Anwendung von maschinellem Lernen und Deep Learning auf Audio-, biomedizinische und Sensorsignale.',
  },
  4: {
    title: 'Praktikum Cybersicherheit für Fortgeschrittene',
    issuer: 'Example Security Academy',
    date: 'Juni 2025',
    description:
      'Sechswöchiges Aufbaupraktikum zu Penetrationstests von Webanwendungen, Verkehrsanalyse und Incident Response, abgeschlossen mit einer benoteten Sicherheitsbewertung.',
  },
  5: {
    title: 'Praktikum Flask-Entwicklung',
    issuer: 'Example Labs',
    date: 'Juli – Sept. 2025',
    description:
      'Flask-APIs und Dashboards für den Produktivbetrieb entwickelt und bereitgestellt, mit automatisierten Tests und einer containerbasierten Release-Pipeline.',
  },
};
