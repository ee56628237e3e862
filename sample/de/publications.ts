// Sample content: the German texts of ../publications.ts, paper by paper (by each paper's id). A
// paper's title and its authors stay as published, written here so they count as translated;
// results are written as German writes numbers, and named in German (resultLabels). A paper's
// category comes from the German categories.ts.

import { profile } from './profile';
import type { Publication, Translation } from '../../src/content/types';

export const publications: Translation<Publication[]> = {
  1: {
    title: 'Lightweight Attention Networks for Real-Time Crop Disease Recognition on Edge Devices',
    authors: [profile.name, 'Priya Sharma', 'Rohan Kulkarni', 'Dr. Neha Iyer'],
    conference: 'Vorgestellt',
    journal: 'IEEE-/Konferenzpublikation',
    year: '2025',
    abstract:
      'Pflanzenkrankheiten verursachen erhebliche Ernteverluste, doch die meisten genauen Erkennungsmodelle sind zu groß für die günstigen Smartphones, die Landwirte nutzen. Dieser Beitrag stellt ein schlankes Convolutional Network mit Channel Attention vor, das 18 Blattkrankheiten an drei Nutzpflanzen erkennt. Das Modell wird auf einer Mischung aus Labor- und Feldfotos trainiert, mit Augmentierungen, die reale Beleuchtung und Hintergründe nachahmen. Es erreicht die Genauigkeit deutlich größerer Vergleichsmodelle und läuft dabei in Echtzeit auf einem Mittelklasse-Smartphone. Zusätzlich veröffentlichen wir einen kleinen, im Feld gesammelten Testdatensatz, um Auswertungen über Laborbilder hinaus zu fördern.',
    keywords: [
      'Computer Vision',
      'Erkennung von Pflanzenkrankheiten',
      'Attention-Mechanismen',
      'Edge AI',
      'Modellkomprimierung',
      'Transfer Learning',
      'Präzisionslandwirtschaft',
    ],
    methodology:
      'Wir haben ein EfficientNet-B0-Backbone mit Squeeze-and-Excitation-Attention-Blöcken feinabgestimmt und mit ResNet-50 und MobileNetV3 als Vergleichsmodellen verglichen. Trainiert wurde mit stratifizierter fünffacher Kreuzvalidierung und Augmentierung von Farbe, Unschärfe und Hintergrund. Das finale Modell wurde auf 8-Bit-Ganzzahlen quantisiert und auf einem Android-Gerät vermessen.',
    results: {
      testAccuracy: '96,4\u00a0%',
      f1Score: '0,95',
      inferenceTime: '38 ms',
      modelSize: '5,1 MB',
    },
    resultLabels: {
      testAccuracy: 'Testgenauigkeit',
      f1Score: 'F1-Score',
      inferenceTime: 'Inferenzzeit',
      modelSize: 'Modellgröße',
    },
  },
  2: {
    title:
      'Abstractive Summarisation of Long-Form Lecture Transcripts with Section-Aware Transformers',
    authors: ['Priya Sharma', profile.name, 'Rohan Kulkarni'],
    conference: 'Vorgestellt',
    journal: 'IEEE-/Konferenzpublikation',
    year: '2025',
    abstract:
      'Aufgezeichnete Vorlesungen sind lang, locker strukturiert und für übliche Zusammenfassungsmodelle schwierig, die nur wenige tausend Tokens verarbeiten. Wir stellen eine abschnittsbewusste Pipeline vor, die ein Transkript zunächst in thematische Einheiten gliedert und jede Einheit dann mit einem feinabgestimmten Transformer zusammenfasst. Ein abschließender Durchgang fügt die Abschnittszusammenfassungen zu einem zusammenhängenden Lernleitfaden mit Fachbegriffen zusammen. Auf einem neuen Datensatz von Informatikvorlesungen verbessert der Ansatz die ROUGE-Werte gegenüber Kürzung und Sliding-Window-Verfahren. Freiwillige Studierende bewerteten die Zusammenfassungen zudem als hilfreicher für die Prüfungsvorbereitung.',
    keywords: [
      'Verarbeitung natürlicher Sprache',
      'Textzusammenfassung',
      'Transformer',
      'Spracherkennung',
      'Bildungstechnologie',
      'Themensegmentierung',
    ],
    methodology:
      'Die Vorlesungsaufnahmen wurden mit Whisper transkribiert und anhand der Embedding-Ähnlichkeit gleitender Satzfenster segmentiert. Jedes Segment wurde von einem BART-Modell zusammengefasst, das auf 400 von Hand geschriebenen Vorlesungszusammenfassungen feinabgestimmt wurde. Ausgewertet haben wir mit ROUGE-Metriken und einer verblindeten Präferenzstudie mit 30 Studierenden.',
    results: {
      rougeLScore: '41,2',
      rougeOneImprovement: '+6,8 Punkte',
      studentPreference: '78\u00a0%',
    },
    resultLabels: {
      rougeLScore: 'ROUGE-L-Score',
      rougeOneImprovement: 'ROUGE-1-Verbesserung',
      studentPreference: 'Von Studierenden bevorzugt',
    },
  },
  3: {
    title: 'Calibrated Deep Learning for Pneumonia Screening in Chest Radiographs',
    authors: ['Dr. Neha Iyer', 'Rohan Kulkarni', profile.name],
    conference: 'Vorgestellt',
    journal: 'IEEE-/Konferenzpublikation',
    year: '2025',
    abstract:
      'Deep-Learning-Modelle für die medizinische Bildgebung sind oft übermäßig zuversichtlich, was ihren Nutzen als Entscheidungshilfe einschränkt. Diese Arbeit untersucht die Kalibrierung der Wahrscheinlichkeiten eines Convolutional Network, das Thorax-Röntgenaufnahmen auf Lungenentzündung prüft. Wir vergleichen Temperature Scaling, Label Smoothing und Monte-Carlo-Dropout auf einem öffentlichen Datensatz. Temperature Scaling senkt den erwarteten Kalibrierungsfehler deutlich, ohne die Genauigkeit zu verringern.',
    keywords: [
      'KI im Gesundheitswesen',
      'Medizinische Bildgebung',
      'Modellkalibrierung',
      'Deep Learning',
      'Erklärbare KI',
    ],
    methodology:
      'Ein auf ImageNet vortrainiertes DenseNet-121 wurde auf einem öffentlichen Datensatz von Thorax-Röntgenbildern feinabgestimmt, mit Aufteilung in Trainings-, Validierungs- und Testdaten auf Patientenebene. Die Kalibrierungsmethoden wurden auf dem Validierungssatz angepasst und anhand des erwarteten Kalibrierungsfehlers und von Reliability-Diagrammen verglichen. Anhand von Grad-CAM-Karten wurde geprüft, ob sich die Vorhersagen auf die Lungenregionen stützen.',
    results: {
      testAccuracy: '93,1\u00a0%',
      expectedCalibrationError: '0,021',
      areaUnderCurve: '0,97',
      datasetSize: '5.856 Bilder',
    },
    resultLabels: {
      testAccuracy: 'Testgenauigkeit',
      expectedCalibrationError: 'Erwarteter Kalibrierungsfehler',
      areaUnderCurve: 'Fläche unter der Kurve',
      datasetSize: 'Datensatzgröße',
    },
  },
};
