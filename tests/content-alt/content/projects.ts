// The second content set's projects: five, two featured, under categories of its own (one
// declared category has none), one without either link, one with exactly three technologies and
// one with many.

import type { Project } from '../src/content/types';

export const projects: Project[] = [
  {
    id: 101,
    title: 'Olive Grove Mapper',
    category: 'Perception',
    icon: 'leaf',
    featured: true,
    description:
      'Maps every tree in an olive grove from a rover’s lidar and cameras, with per-tree canopy volume for irrigation planning.',
    fullDescription:
      'Olive Grove Mapper fuses lidar sweeps and RGB images into a georeferenced map in which each tree is segmented and measured. Farmers get a canopy-volume map that feeds their irrigation controller. The pipeline runs on the rover’s Jetson during the drive and finishes the map within minutes of the last row.',
    tech: ['C++', 'ROS 2', 'PCL', 'Open3D', 'PyTorch', 'CUDA', 'PostGIS', 'QGIS'],
    features: [
      'Per-tree segmentation from fused lidar and camera data',
      'Canopy volume estimates within 8% of manual measurements',
      'Runs on board in real time',
    ],
    github: 'https://github.com/ekaterini-p/grove-mapper',
    live: 'https://grove-mapper.papadimitropoulou.dev/',
    status: 'Completed',
    year: '2024',
  },
  {
    id: 102,
    title: 'Feed Deduplicator',
    category: 'Fleet Tooling',
    icon: 'server',
    featured: true,
    description:
      'A streaming service that merges duplicate product offers from thousands of feeds.',
    fullDescription:
      'Feed Deduplicator reads merchant feeds from Kafka, normalises product identifiers and merges offers that describe the same product. It handled peaks of forty thousand offers a second in production.',
    tech: ['Go', 'Kafka', 'PostgreSQL'],
    features: ['Exactly-once processing', 'Fuzzy matching on titles and identifiers'],
    github: 'https://github.com/ekaterini-p/feed-dedup',
    live: null,
    status: 'Completed',
    year: '2021',
  },
  {
    id: 103,
    title: 'Terrain Roughness Estimator',
    category: 'Learning for Control',
    icon: 'bar-chart',
    featured: false,
    description:
      'Predicts how rough the ground ahead will feel from a single depth image, so a rover can slow down before it shakes.',
    fullDescription:
      'A gradient-boosted model trained on proprioceptive vibration labels predicts terrain roughness from depth images. It runs at 30 Hz on a small CPU and reduced peak vibration by a third in field trials.',
    tech: ['Python', 'LightGBM', 'NumPy', 'ROS 2'],
    features: ['Self-supervised labels from the IMU', 'Runs at 30 Hz on a CPU'],
    github: null,
    live: null,
    status: 'In Progress',
    year: '2025',
  },
  {
    id: 104,
    title: 'Dust-Robust Stereo',
    category: 'Perception',
    icon: 'camera',
    featured: false,
    description:
      'Stereo depth that keeps working when the rover drives through its own dust cloud.',
    fullDescription:
      'Dust-Robust Stereo filters airborne particles out of stereo matches with a temporal consistency check, cutting false obstacles in dusty conditions by ninety percent.',
    tech: ['C++', 'OpenCV', 'CUDA', 'ROS 2', 'Python'],
    features: ['Temporal consistency filter', 'GPU implementation at 60 Hz'],
    github: 'https://github.com/ekaterini-p/dust-stereo',
    live: 'https://dust-stereo.papadimitropoulou.dev/',
    status: 'Completed',
    year: '2023',
  },
  {
    id: 105,
    title: 'Harbour Traffic Dashboard',
    category: 'Fleet Tooling',
    icon: 'globe',
    featured: false,
    description: 'A public dashboard of ship movements in the Thermaic Gulf from open AIS data.',
    fullDescription:
      'Harbour Traffic Dashboard ingests open AIS messages and shows live and historical ship movements, with a weekly summary for local journalists.',
    tech: ['TypeScript', 'Svelte', 'Go', 'TimescaleDB'],
    features: ['Live map of vessels', 'Weekly summaries'],
    github: 'https://github.com/ekaterini-p/harbour-traffic',
    live: 'https://harbour.papadimitropoulou.dev/',
    status: 'Completed',
    year: '2022',
  },
];
