// The second content set's papers: one Published with DOI and arXiv links, one Under Review
// with no code.

import { profile } from './profile';
import type { Publication } from '../src/content/types';

export const publications: Publication[] = [
  {
    id: 7,
    title: 'Lidar-Camera Fusion for Tree-Level Mapping in Olive Groves',
    authors: [
      'Nikos Georgiou',
      profile.name,
      'Maria Dimitriou',
      'Jean-Baptiste Lefèvre',
      'Иван Петров',
    ],
    conference: 'IROS 2024',
    journal: 'IEEE/RSJ International Conference on Intelligent Robots and Systems',
    year: '2024',
    status: 'Published',
    category: 'Field Robotics',
    icon: 'leaf',
    abstract:
      'We present a mapping pipeline that segments individual olive trees from fused lidar and camera data collected by a ground rover, and estimates canopy volume for precision irrigation.',
    keywords: ['Field Robotics', 'Sensor Fusion', 'Agriculture'],
    methodology:
      'Lidar sweeps are registered with visual-inertial odometry, projected into camera frames for colour, and clustered per tree with a learned boundary score.',
    results: {
      canopyVolumeError: '7.8%',
      treesMapped: '4,212',
      mappingSpeed: '1.6 ha/h',
    },
    doi: 'https://doi.org/10.1109/IROS.2024.0000001',
    arxiv: 'https://arxiv.org/abs/2403.00001',
    github: 'https://github.com/ekaterini-p/grove-mapper',
    accent: 'emerald',
  },
  {
    id: 8,
    title: 'Seeing Through Dust: Temporally Consistent Stereo for Off-Road Vehicles',
    // A collaboration's long list: the card shows its first authors, the owner and how many more.
    authors: [
      'Nikos Georgiou',
      'Maria Dimitriou',
      'Jean-Baptiste Lefèvre',
      'Sofia Andreou',
      'Kostas Papadakis',
      'Eleni Vasileiou',
      'Yannis Markou',
      'Dimitra Kalogirou',
      profile.name,
      'Petros Alexiou',
      'Anna Nikolaidou',
    ],
    conference: 'Submitted',
    journal: 'Journal of Field Robotics',
    year: '2025',
    status: 'Under Review',
    category: 'Perception',
    icon: 'camera',
    abstract:
      'Airborne dust produces false obstacles in stereo depth. We filter them with a temporal consistency check that runs on an embedded GPU.',
    keywords: [
      'Stereo Vision',
      'Dust',
      'Off-Road',
      'Embedded GPU',
      'Robustness',
      'Autonomous Vehicles',
      'Depth Estimation',
      'Field Trials',
    ],
    methodology:
      'Matches are tracked across frames and rejected when their disparity is not consistent with the vehicle’s motion.',
    results: { falseObstacleReduction: '90%' },
    doi: null,
    arxiv: null,
    github: null,
    accent: 'amber',
  },
];
