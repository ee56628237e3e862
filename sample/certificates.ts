// Sample content: this file is yours to replace. List your certificates and training in
// chronological order; they also form the Learning Journey timeline.

import type { Certificate } from '../src/content/types';

export const certificates: Certificate[] = [
  {
    id: 1,
    title: 'Cyber Security Internship',
    issuer: 'Example Security Academy',
    date: 'Jul 2024',
    type: 'Internship',
    description:
      'Hands-on internship covering network security fundamentals, cryptography and vulnerability scanning in guided lab environments.',
    icon: 'shield',
  },
  {
    id: 2,
    title: 'AWS Cloud Foundations Training (30 Hours)',
    issuer: 'Example Cloud Academy',
    date: 'Nov 2024',
    type: 'Training',
    description:
      'A 30-hour training on core AWS services, including EC2, S3, IAM and VPC, with labs on deploying and securing a simple web application.',
    icon: 'cloud',
  },
  {
    id: 3,
    title: 'AI/ML for Signal Processing',
    issuer: 'Example National Institute of Technology',
    date: 'Mar 2025',
    type: 'Short-Term Course',
    description:
      'A one-week short-term training on applying machine learning and deep learning to audio, biomedical and sensor signals.',
    icon: 'network',
  },
  {
    id: 4,
    title: 'Advanced Cyber Security Internship',
    issuer: 'Example Security Academy',
    date: 'Jun 2025',
    type: 'Internship',
    description:
      'A six-week advanced internship in web application penetration testing, traffic analysis and incident response, ending with a graded security assessment.',
    icon: 'lock',
  },
  {
    id: 5,
    title: 'Flask Development Internship',
    issuer: 'Example Labs',
    date: 'Jul – Sep 2025',
    type: 'Internship',
    description:
      'Built and deployed production Flask APIs and dashboards with automated tests and a container-based release pipeline.',
    icon: 'flask',
  },
];
