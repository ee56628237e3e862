// Sample content: the German texts of ../projects.ts, project by project (by each project's id).
// Names of products and technologies stay as they are, written here so they count as translated;
// a project's category comes from the German categories.ts.

import type { Project, Translation } from '../../src/content/types';

export const projects: Translation<Project[]> = {
  1: {
    title: 'Erkennung von Pflanzenkrankheiten',
    description:
      'Eine mobilfreundliche Web-App, die häufige Blattkrankheiten von Nutzpflanzen auf einem einzigen Foto erkennt und Landwirten in einfacher Sprache Behandlungsschritte vorschlägt.',
    fullDescription:
      'Die App ordnet Fotos von Tomaten-, Kartoffel- und Maisblättern mit einem feinabgestimmten EfficientNet-Modell 18 Krankheitsklassen zu. Die Bilder werden schon im Browser verkleinert und normalisiert, damit Uploads auch über langsame ländliche Verbindungen klein bleiben. Jede Vorhersage kommt mit einem Konfidenzwert, einer Grad-CAM-Heatmap und Behandlungshinweisen, die Studierende der Agrarwissenschaft geprüft haben. Auf einem zurückgehaltenen Testsatz von Feldfotos erreicht das Modell eine Genauigkeit von 96 %.',
    tech: ['Python', 'PyTorch', 'EfficientNet', 'Flask', 'React', 'Docker'],
    features: [
      'Klassifikation in 18 Krankheitsklassen mit Konfidenzwerten',
      'Grad-CAM-Heatmaps, die zeigen, welcher Teil des Blatts die Vorhersage bestimmt hat',
      'Bildkomprimierung im Browser für Verbindungen mit geringer Bandbreite',
      'Behandlungsvorschläge auf Englisch und Hindi',
    ],
    year: '2025',
  },
  2: {
    title: 'Vorlesungszusammenfassung',
    description:
      'Transkribiert aufgezeichnete Vorlesungen und erstellt gegliederte Zusammenfassungen, Fachbegriffe und Wiederholungsfragen, sodass Studierende eine Stunde Stoff in wenigen Minuten wiederholen können.',
    fullDescription:
      'Die Anwendung transkribiert hochgeladene Vorlesungsaufnahmen mit einem Whisper-Modell und teilt das Transkript in thematische Abschnitte. Ein feinabgestimmter Transformer schreibt dann zu jedem Abschnitt eine kurze Zusammenfassung und zieht Fachbegriffe samt Definitionen heraus. Außerdem erzeugt die App Multiple-Choice-Fragen zur Wiederholung und exportiert alles als Markdown oder PDF. Lange Aufnahmen laufen in einer Warteschlange im Hintergrund, damit die Oberfläche reaktionsschnell bleibt.',
    tech: ['Python', 'Hugging Face Transformers', 'Whisper', 'FastAPI', 'React', 'Redis'],
    features: [
      'Spracherkennung für lange Vorlesungsaufnahmen',
      'Abstraktive Zusammenfassungen Abschnitt für Abschnitt',
      'Automatisch erzeugte Wiederholungsfragen',
      'Export als Markdown und PDF',
      'Job-Warteschlange im Hintergrund mit Fortschrittsanzeige',
    ],
    year: '2025',
  },
  3: {
    title: 'Prognose des Studienerfolgs',
    description:
      'Sagt aus Anwesenheits-, Hausaufgaben- und Quizdaten voraus, welche Studierenden den Anschluss zu verlieren drohen, und gibt Mentoren ein Frühwarn-Dashboard mit verständlichen Erklärungen.',
    fullDescription:
      'Das Projekt trainiert Gradient-Boosting-Modelle auf anonymisierten Anwesenheits-, Hausaufgaben- und Quizdaten, um Studierende zu erkennen, die Unterstützung brauchen könnten. SHAP-Werte erklären jede Vorhersage, sodass Mentoren sehen, welche Faktoren für einzelne Studierende den Ausschlag geben. Das Dashboard gruppiert Studierende nach Risikostufe und zeigt, wie sich die Vorhersagen im Lauf eines Semesters verändern. Alle personenbezogenen Daten werden pseudonymisiert, bevor sie das Modell erreichen.',
    tech: ['Python', 'scikit-learn', 'XGBoost', 'SHAP', 'Pandas', 'Streamlit'],
    features: [
      'Frühwarn-Risikowerte für alle Studierenden',
      'Erklärungen pro Person mit SHAP-Werten',
      'Risikoverlauf über das Semester',
      'Pseudonymisierte Datenpipeline',
    ],
    year: '2024',
  },
  4: {
    title: 'Campus Connect',
    description:
      'Eine Full-Stack-Plattform, auf der Studierende Hochschulgruppen entdecken, sich für Veranstaltungen anmelden und Erinnerungen erhalten – statt verstreuter Gruppenchats und Papierlisten.',
    fullDescription:
      'Campus Connect gibt jeder Hochschulgruppe eine Seite für Ankündigungen, Veranstaltungen und Mitgliedschaften, mit rollenbasiertem Zugriff für Gruppenleitungen und betreuende Lehrende. Studierende melden sich mit einem Klick zu Veranstaltungen an und erhalten Erinnerungen per E-Mail und im Kalender. Organisatoren sehen Teilnehmerzahlen live und können sie für Berichte exportieren. Im ersten Semester nutzten mehr als 1.500 Studierende die Plattform.',
    tech: ['React', 'TypeScript', 'Flask', 'PostgreSQL', 'Tailwind CSS', 'AWS'],
    features: [
      'Gruppenseiten mit Ankündigungen und Mitgliederverwaltung',
      'Anmeldung zu Veranstaltungen mit einem Klick und Kalendereinladung',
      'Rollenbasierter Zugriff für Studierende, Gruppenleitungen und Betreuende',
      'Teilnahme-Dashboards mit CSV-Export',
    ],
    year: '2024',
  },
  5: {
    title: 'Kreditkartenbetrugserkennung',
    description:
      'Erkennt betrügerische Kartenzahlungen in einem stark unausgewogenen Datensatz, indem Resampling-Strategien verglichen und Entscheidungsschwellen auf ein brauchbares Verhältnis von Precision und Recall abgestimmt werden.',
    fullDescription:
      'Dieses Projekt vergleicht logistische Regression, Random Forests und Gradient Boosting auf einem öffentlichen, stark unausgewogenen Transaktionsdatensatz. Es bewertet SMOTE, Undersampling und Klassengewichtung und wählt die Entscheidungsschwellen anhand von Precision-Recall-Kurven statt der Genauigkeit. Das finale Modell erkennt die meisten betrügerischen Transaktionen bei wenigen Fehlalarmen. Ergebnisse und Diagramme sind in einem reproduzierbaren Notebook dokumentiert.',
    tech: ['Python', 'scikit-learn', 'imbalanced-learn', 'Matplotlib'],
    features: [
      'Vergleich von Resampling- und Klassengewichtungsstrategien',
      'Abstimmung der Schwellenwerte anhand von Precision-Recall-Kurven',
      'Reproduzierbares Experiment-Notebook',
      'Analyse der Merkmalswichtigkeit',
    ],
    year: '2023',
  },
  6: {
    title: 'DevNotes',
    description:
      'Eine schnelle Markdown-Notiz-App für Entwickler mit Syntaxhervorhebung, Tags, Volltextsuche und Offline-Modus, die automatisch synchronisiert, sobald wieder eine Verbindung besteht.',
    fullDescription:
      'DevNotes ist eine Progressive Web App zum Schreiben technischer Notizen in Markdown, mit Live-Vorschau und Codeblöcken mit Syntaxhervorhebung. Notizen werden lokal in IndexedDB gespeichert und mit einem Node.js-Backend synchronisiert, sobald das Gerät online ist. Volltextsuche und Tags machen Code-Schnipsel später leicht auffindbar. Für jede häufige Aktion gibt es ein Tastenkürzel.',
    tech: ['React', 'Node.js', 'MongoDB'],
    features: [
      'Markdown-Editor mit Live-Vorschau',
      'Offline-first-Speicherung mit Synchronisierung im Hintergrund',
      'Volltextsuche und Tags',
      'Tastenkürzel für jede häufige Aktion',
    ],
    year: '2023',
  },
  7: {
    title: 'Intelligente Anwesenheitserfassung',
    description:
      'Erfasst die Anwesenheit im Hörsaal automatisch, indem Gesichter in einem kurzen Videoclip erkannt werden – mit Lebenderkennung gegen Täuschungsversuche und einem Dashboard für Korrekturen durch Lehrende.',
    fullDescription:
      'Das System erkennt Gesichter in einem kurzen Clip aus dem Hörsaal und gleicht die Anwesenheit mit der Kursliste ab. Eine schlanke Lebenderkennung weist ausgedruckte Fotos und abgefilmte Bildschirme zurück. Lehrende können unsichere Zuordnungen prüfen und korrigieren, bevor der Eintrag gespeichert wird. Gesichts-Embeddings werden verschlüsselt gespeichert und können von Studierenden jederzeit gelöscht werden.',
    tech: ['Python', 'OpenCV', 'FaceNet', 'Flask', 'MySQL'],
    features: [
      'Gesichtserkennung in Videos aus dem Hörsaal',
      'Lebenderkennung gegen Täuschung mit Fotos und Bildschirmen',
      'Prüfung unsicherer Zuordnungen durch Lehrende',
      'Verschlüsselte Speicherung der Gesichts-Embeddings',
    ],
    year: '2024',
  },
  8: {
    title: 'Klassifikator für Thorax-Röntgenbilder',
    description:
      'Ein Convolutional Neural Network, das Röntgenaufnahmen des Brustkorbs auf Anzeichen einer Lungenentzündung untersucht – ein Forschungsprototyp mit kalibrierten Wahrscheinlichkeiten und visuellen Erklärungen.',
    fullDescription:
      'Dieser Prototyp stimmt ein DenseNet-Modell auf einem öffentlichen Datensatz von Thorax-Röntgenbildern fein ab, um unauffällige Aufnahmen von solchen mit Lungenentzündung zu unterscheiden. Temperature Scaling kalibriert die ausgegebenen Wahrscheinlichkeiten, sodass sie sich als Konfidenz lesen lassen. Grad-CAM-Overlays heben die Bereiche hervor, die eine Vorhersage beeinflusst haben. Es ist ein Lern- und Forschungsprojekt und nicht für den klinischen Einsatz bestimmt.',
    tech: ['Python', 'TensorFlow', 'Keras', 'DenseNet', 'Gradio'],
    features: [
      'Binäres Screening auf Lungenentzündung in Thorax-Röntgenbildern',
      'Kalibrierte Konfidenzwerte',
      'Visuelle Erklärungen mit Grad-CAM',
      'Interaktive Demo zum Hochladen von Beispielbildern',
    ],
    year: '2025',
  },
  9: {
    title: 'Energiebedarfsprognose',
    description:
      'Prognostiziert den stündlichen Strombedarf eines Hochschulcampus aus Wetter- und Stundenplandaten, damit das Facility-Management die Kühlung planen und Lastspitzen senken kann.',
    fullDescription:
      'Das Projekt kombiniert historische Zählerstände mit Wettervorhersagen und dem Vorlesungsplan, um den stündlichen Strombedarf des Campus vorherzusagen. Die aktuelle Version vergleicht Gradient Boosting mit einem Temporal Convolutional Network als Referenz. Als Nächstes folgen Vorhersageintervalle und ein Warndienst für erwartete Lastspitzen. Der Code wird veröffentlicht, sobald die Vereinbarung zur Datennutzung abgeschlossen ist.',
    tech: ['Python', 'LightGBM', 'Pandas', 'Prophet', 'Plotly'],
    features: [
      'Stündliche Bedarfsprognosen bis zu sieben Tage im Voraus',
      'Merkmale aus Wetter und Stundenplan',
      'Modellvergleich mit saisonalen Referenzmodellen',
      'Geplante Warnungen vor Lastspitzen',
    ],
    year: '2025',
  },
  10: {
    title: 'InternTrack',
    description:
      'Ein Bewerbungs-Tracker für Studierende, der Praktikumsbewerbungen auf einem Board ordnet, an Fristen erinnert und jede Woche den Fortschritt zusammenfasst.',
    fullDescription:
      'Mit InternTrack speichern Studierende Praktikumsausschreibungen, ziehen Bewerbungen per Drag-and-drop durch die einzelnen Phasen und hängen Notizen und Dokumente an. Erinnerungen an Fristen kommen einige Tage vorher per E-Mail. Eine wöchentliche Übersicht zeigt, wie viele Bewerbungen verschickt wurden und wie viele weitergekommen sind. Boards mit einer Mentorin oder einem Mentor zu teilen, um Feedback zu bekommen, ist in Entwicklung.',
    tech: ['TypeScript', 'Next.js', 'PostgreSQL', 'Prisma', 'Tailwind CSS', 'Vercel', 'Resend'],
    features: [
      'Bewerbungs-Board mit Drag-and-drop',
      'E-Mail-Erinnerungen vor Fristen',
      'Wöchentliche Fortschrittsübersicht',
      'Notizen und Dokumente zu jeder Bewerbung',
      'Teilen mit Mentoren (in Entwicklung)',
    ],
    year: '2025',
  },
};
