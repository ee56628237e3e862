// The second content set's experience: four positions, one without a skills list.

import type { ExperienceEntry } from '../src/content/types';

export const experience: ExperienceEntry[] = [
  {
    id: 10,
    title: 'Research Engineer, Field Perception',
    company: 'Centre for Research & Technology Hellas',
    location: 'Thessaloniki, Greece',
    duration: 'Mar 2023 - Present',
    type: 'Full-time',
    description:
      'Lead the perception stack of an agricultural rover: lidar-camera fusion, terrain classification and a mapping pipeline that survives dust, rain and low sun. Maintain the lab’s dataset tooling and its continuous evaluation on real field logs.',
    skills: ['C++', 'ROS 2', 'PCL', 'PyTorch', 'CUDA', 'Docker', 'Grafana', 'Jetson'],
  },
  {
    id: 20,
    title: 'Visiting Researcher',
    company: 'ETH Zürich, Robotic Systems Lab',
    location: 'Zürich, Switzerland',
    duration: 'Sep 2022 - Feb 2023',
    type: 'Research Visit',
    description:
      'Ported a learned traversability estimator to legged robots and ran outdoor trials on steep, loose terrain.',
  },
  {
    id: 30,
    title: 'Backend Engineer',
    company: 'Skroutz',
    location: 'Athens, Greece',
    duration: 'Jun 2018 - Aug 2022',
    type: 'Full-time',
    description:
      'Built and ran the price-comparison ingestion services in Go: thousands of merchant feeds a day, deduplicated and searchable within minutes.',
    skills: ['Go', 'PostgreSQL', 'Kafka'],
  },
  {
    id: 40,
    title: 'Teaching Assistant',
    company: 'Aristotle University of Thessaloniki',
    location: 'Thessaloniki, Greece',
    duration: 'Oct 2019 - Jun 2021',
    type: 'Part-time',
    description: 'Ran the robotics lab sessions and wrote the course’s ROS exercises.',
    skills: ['ROS'],
  },
];
