// Sample content: this file is yours to replace. Mark your best four projects as featured; use
// null for a missing code or live link and the page shows a disabled 'N/A' button instead.

import type { Project } from '../src/content/types';

export const projects: Project[] = [
  {
    id: 1,
    title: 'Crop Disease Detector',
    category: 'Computer Vision',
    icon: 'leaf',
    featured: true,
    description:
      'A mobile-friendly web app that identifies common crop leaf diseases from a single photo and suggests treatment steps in plain language for farmers.',
    fullDescription:
      'Crop Disease Detector classifies photos of tomato, potato and maize leaves into 18 disease classes using a fine-tuned EfficientNet model. Images are resized and normalised in the browser before upload to keep requests small on slow rural connections. Each prediction comes with a confidence score, a Grad-CAM heat map and treatment advice reviewed by agronomy students. The model reaches 96% accuracy on a held-out test set of field photographs.',
    tech: ['Python', 'PyTorch', 'EfficientNet', 'Flask', 'React', 'Docker'],
    features: [
      'Disease classification across 18 classes with confidence scores',
      'Grad-CAM heat maps showing which part of the leaf drove the prediction',
      'Client-side image compression for low-bandwidth connections',
      'Treatment suggestions in English and Hindi',
    ],
    github: 'https://github.com/example/crop-disease-detector',
    live: 'https://crop-disease-detector.example.com/',
    status: 'Completed',
    year: '2025',
  },
  {
    id: 2,
    title: 'Lecture Summariser',
    category: 'Deep Learning',
    icon: 'file-text',
    featured: true,
    description:
      'Transcribes recorded university lectures and produces structured summaries, key terms and revision questions so students can review an hour of content in minutes.',
    fullDescription:
      'Lecture Summariser transcribes uploaded lecture audio with a Whisper model and splits the transcript into topical sections. A fine-tuned transformer then writes a short summary for each section and extracts key terms with definitions. The app also generates multiple-choice revision questions and exports everything as Markdown or PDF. Long recordings are processed in a background queue so the interface stays responsive.',
    tech: ['Python', 'Hugging Face Transformers', 'Whisper', 'FastAPI', 'React', 'Redis'],
    features: [
      'Speech-to-text transcription of long lecture recordings',
      'Section-by-section abstractive summaries',
      'Automatically generated revision questions',
      'Export to Markdown and PDF',
      'Background job queue with progress updates',
    ],
    github: 'https://github.com/example/lecture-summariser',
    live: 'https://lecture-summariser.example.com/',
    status: 'Completed',
    year: '2025',
  },
  {
    id: 3,
    title: 'Student Performance Predictor',
    category: 'Machine Learning',
    icon: 'bar-chart',
    featured: true,
    description:
      'Predicts which students are at risk of falling behind from attendance, assignment and quiz data, giving mentors an early warning dashboard with clear explanations.',
    fullDescription:
      'Student Performance Predictor trains gradient-boosted models on anonymised attendance, assignment and quiz records to flag students who may need support. SHAP values explain each prediction so mentors can see which factors matter for an individual student. The dashboard groups students by risk level and tracks how predictions change over a semester. All personal data is pseudonymised before it reaches the model.',
    tech: ['Python', 'scikit-learn', 'XGBoost', 'SHAP', 'Pandas', 'Streamlit'],
    features: [
      'Early-warning risk scores for each student',
      'Per-student explanations using SHAP values',
      'Semester timeline of predicted risk',
      'Pseudonymised data pipeline',
    ],
    github: 'https://github.com/example/student-performance-predictor',
    live: 'https://student-performance-predictor.example.com/',
    status: 'Completed',
    year: '2024',
  },
  {
    id: 4,
    title: 'Campus Connect',
    category: 'Web Development',
    icon: 'globe',
    featured: true,
    description:
      'A full-stack platform where students discover campus clubs, register for events and receive reminders, replacing scattered group chats and paper sign-up sheets.',
    fullDescription:
      'Campus Connect gives every club a page for announcements, events and membership, with role-based access for club leads and faculty advisers. Students register for events in one click and receive email and calendar reminders. Organisers see live attendance figures and can export them for reports. The platform served more than 1,500 students during its first semester.',
    tech: ['React', 'TypeScript', 'Flask', 'PostgreSQL', 'Tailwind CSS', 'AWS'],
    features: [
      'Club pages with announcements and member management',
      'One-click event registration with calendar invites',
      'Role-based access for students, club leads and advisers',
      'Attendance dashboards with CSV export',
    ],
    github: 'https://github.com/example/campus-connect',
    live: 'https://campus-connect.example.com/',
    status: 'Completed',
    year: '2024',
  },
  {
    id: 5,
    title: 'Credit Card Fraud Detection',
    category: 'Machine Learning',
    icon: 'shield',
    featured: false,
    description:
      'Detects fraudulent card transactions in a heavily imbalanced dataset by comparing resampling strategies and tuning decision thresholds for a useful precision-recall balance.',
    fullDescription:
      'This project compares logistic regression, random forests and gradient boosting on a public, highly imbalanced transaction dataset. It evaluates SMOTE, undersampling and class weighting, and selects decision thresholds from precision-recall curves rather than accuracy. The final model catches most fraudulent transactions while keeping false alarms low. Results and plots are documented in a reproducible notebook.',
    tech: ['Python', 'scikit-learn', 'imbalanced-learn', 'Matplotlib'],
    features: [
      'Comparison of resampling and class-weighting strategies',
      'Threshold tuning on precision-recall curves',
      'Reproducible experiment notebook',
      'Feature importance analysis',
    ],
    github: 'https://github.com/example/fraud-detection',
    live: null,
    status: 'Completed',
    year: '2023',
  },
  {
    id: 6,
    title: 'DevNotes',
    category: 'Web Development',
    icon: 'book-open',
    featured: false,
    description:
      'A fast Markdown note-taking app for developers with syntax highlighting, tags, full-text search and offline support that syncs automatically once a connection returns.',
    fullDescription:
      'DevNotes is a progressive web app for writing technical notes in Markdown with live preview and syntax-highlighted code blocks. Notes are stored locally in IndexedDB and synchronised with a Node.js backend when the device is online. Full-text search and tags make it easy to find snippets later. Keyboard shortcuts cover every common action.',
    tech: ['React', 'Node.js', 'MongoDB'],
    features: [
      'Markdown editor with live preview',
      'Offline-first storage with background sync',
      'Full-text search and tagging',
      'Keyboard shortcuts for every common action',
    ],
    github: 'https://github.com/example/devnotes',
    live: 'https://devnotes.example.com/',
    status: 'Completed',
    year: '2023',
  },
  {
    id: 7,
    title: 'Smart Attendance System',
    category: 'Computer Vision',
    icon: 'scan',
    featured: false,
    description:
      'Marks classroom attendance automatically by recognising faces in a short video clip, with liveness checks to prevent spoofing and a teacher dashboard for corrections.',
    fullDescription:
      'Smart Attendance System detects and recognises faces in a short classroom clip and records attendance against the course roster. A lightweight liveness check rejects printed photos and screen replays. Teachers can review low-confidence matches and correct them before the record is saved. Face embeddings are stored encrypted and can be deleted by students at any time.',
    tech: ['Python', 'OpenCV', 'FaceNet', 'Flask', 'MySQL'],
    features: [
      'Face detection and recognition from classroom video',
      'Liveness checks against photo and screen spoofing',
      'Teacher review of low-confidence matches',
      'Encrypted storage of face embeddings',
    ],
    github: 'https://github.com/example/smart-attendance',
    live: 'https://smart-attendance.example.com/',
    status: 'Completed',
    year: '2024',
  },
  {
    id: 8,
    title: 'Chest X-Ray Classifier',
    category: 'Deep Learning',
    icon: 'heart-pulse',
    featured: false,
    description:
      'A convolutional network that screens chest X-ray images for signs of pneumonia, built as a research prototype with calibrated probabilities and visual explanations.',
    fullDescription:
      'This prototype fine-tunes a DenseNet model on a public chest X-ray dataset to separate normal scans from those showing pneumonia. Temperature scaling calibrates the output probabilities so they can be read as confidence. Grad-CAM overlays highlight the regions that influenced each prediction. It is a learning and research project and is not intended for clinical use.',
    tech: ['Python', 'TensorFlow', 'Keras', 'DenseNet', 'Gradio'],
    features: [
      'Binary pneumonia screening on chest X-rays',
      'Calibrated confidence scores',
      'Grad-CAM visual explanations',
      'Interactive demo for uploading sample images',
    ],
    github: 'https://github.com/example/chest-xray-classifier',
    live: 'https://chest-xray-classifier.example.com/',
    status: 'Completed',
    year: '2025',
  },
  {
    id: 9,
    title: 'Energy Demand Forecaster',
    category: 'Machine Learning',
    icon: 'cpu',
    featured: false,
    description:
      'Forecasts hourly electricity demand for a university campus from weather and timetable data, aiming to help facilities teams schedule cooling and reduce peak load.',
    fullDescription:
      'Energy Demand Forecaster combines historical meter readings with weather forecasts and the academic timetable to predict hourly campus electricity demand. The current version compares gradient boosting with a temporal convolutional baseline. Next steps include prediction intervals and an alerting service for expected peaks. The code will be published once the data-sharing agreement is finalised.',
    tech: ['Python', 'LightGBM', 'Pandas', 'Prophet', 'Plotly'],
    features: [
      'Hourly demand forecasts up to seven days ahead',
      'Weather and timetable features',
      'Model comparison against seasonal baselines',
      'Planned peak-load alerts',
    ],
    github: null,
    live: null,
    status: 'In Progress',
    year: '2025',
  },
  {
    id: 10,
    title: 'InternTrack',
    category: 'Web Development',
    icon: 'briefcase',
    featured: false,
    description:
      'A job-application tracker for students that organises internship applications on a board, reminds you about deadlines and summarises your progress each week.',
    fullDescription:
      'InternTrack lets students save internship listings, move applications through stages on a drag-and-drop board and attach notes and documents. Deadline reminders arrive by email a few days in advance. A weekly summary shows how many applications were sent and how many moved forward. Sharing boards with a mentor for feedback is under development.',
    tech: ['TypeScript', 'Next.js', 'PostgreSQL', 'Prisma', 'Tailwind CSS', 'Vercel', 'Resend'],
    features: [
      'Drag-and-drop application board',
      'Email reminders before deadlines',
      'Weekly progress summaries',
      'Notes and document attachments per application',
      'Mentor sharing (in development)',
    ],
    github: 'https://github.com/example/interntrack',
    live: 'https://interntrack.example.com/',
    status: 'In Progress',
    year: '2025',
  },
];
