// The second content set's skills: six categories of different sizes (2 to 6 skills).

import type { SkillCategory } from '../src/content/types';

export const skillCategories: SkillCategory[] = [
  {
    category: 'Languages',
    icon: 'code',
    accent: 'blue',
    skills: [
      { name: 'C++', level: 95, icon: 'terminal' },
      { name: 'Python', level: 90, icon: 'terminal' },
    ],
  },
  {
    category: 'Perception',
    icon: 'eye',
    accent: 'green',
    skills: [
      { name: 'Point Clouds', level: 88, icon: 'scan' },
      { name: 'Donaudampfschifffahrtsgesellschaft', level: 40, icon: 'scan' },
      { name: 'Visual Odometry', level: 81, icon: 'camera' },
      { name: 'Sensor Fusion', level: 77, icon: 'network' },
      { name: 'Semantic Segmentation', level: 70, icon: 'layers' },
      { name: 'Depth Estimation', level: 64, icon: 'eye' },
      { name: 'Calibration', level: 58, icon: 'wrench' },
    ],
  },
  {
    category: 'Robotics Middleware',
    icon: 'cpu',
    accent: 'orange',
    skills: [
      { name: 'ROS 2', level: 92, icon: 'network' },
      { name: 'Gazebo', level: 67, icon: 'monitor' },
      { name: 'MAVLink', level: 49, icon: 'rocket' },
    ],
  },
  {
    category: 'Backend',
    icon: 'server',
    accent: 'purple',
    skills: [
      { name: 'Go', level: 83, icon: 'code' },
      { name: 'PostgreSQL', level: 79, icon: 'database' },
      { name: 'gRPC', level: 74, icon: 'network' },
      { name: 'Kafka', level: 55, icon: 'layers' },
      { name: 'Redis', level: 61, icon: 'database' },
    ],
  },
  {
    category: 'MLOps',
    icon: 'cloud',
    accent: 'cyan',
    skills: [
      { name: 'Kubernetes', level: 72, icon: 'cloud' },
      { name: 'Weights & Biases', level: 86, icon: 'bar-chart' },
    ],
  },
  {
    category: 'Hardware',
    icon: 'wrench',
    accent: 'amber',
    skills: [
      { name: 'Embedded Linux', level: 76, icon: 'terminal' },
      { name: 'Jetson', level: 80, icon: 'cpu' },
      { name: 'Soldering', level: 40, icon: 'wrench' },
      { name: 'CAN Bus', level: 52, icon: 'network' },
    ],
  },
];
