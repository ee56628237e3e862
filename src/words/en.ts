// The page's built-in words in English: every heading, label, button, message and screen-reader
// text that is not the owner's content. The owner replaces any entry in content/words.ts;
// another language is a dictionary of its own with these keys (see types.ts).
//
// `{name}` is a parameter. An entry of plural forms is chosen by its `count` through
// Intl.PluralRules ('one', 'other', and whatever else the language has).

import type { WordEntry } from './types';

export const en = {
  // The sections' names in the bar, the mobile menu and the footer's quick links.
  'nav.hero': 'Home',
  'nav.about': 'About',
  'nav.skills': 'Skills',
  'nav.experience': 'Experience',
  'nav.projects': 'Projects',
  'nav.research': 'Research',
  'nav.certificates': 'Certificates',
  'nav.notes': 'Notes',
  'nav.contact': 'Contact',

  'skipLink.text': 'Skip to main content',
  'navbar.label': 'Main',
  'navbar.openMenu': 'Open menu',
  'navbar.closeMenu': 'Close menu',
  'navbar.menu': 'Menu',
  'theme.toggle': 'Toggle dark mode',
  // The language switch (a site in several languages): its button, named with the page's language.
  'language.switch': 'Language: {language}',

  'footer.quickLinks.label': 'Quick links',
  'footer.quickLinks.title': 'Quick Links',
  'footer.contact.title': 'Contact',
  'footer.madeWith': 'Made with {love} by {name}',
  'footer.love': 'love',
  'footer.copyright': '© {year} {name}. All rights reserved.',
  'footer.backToTop': 'Back to top',

  // Site search: the bar's button, the dialog and the /search/ page.
  'search.open': 'Search',
  'search.title': 'Search this site',
  'search.label': 'Search projects, papers, experience and more',
  'search.placeholder': 'Type a word…',
  'search.submit': 'Search',
  'search.results': { one: '{count} result', other: '{count} results' },
  'search.resultsShown': {
    one: 'Showing {shown} of {count} page',
    other: 'Showing {shown} of {count} pages',
  },
  'search.showMore': 'Show more results',
  'search.none': 'Nothing found for “{query}”',
  'search.loading': 'Searching…',
  'search.failed': 'Search could not load. Check your connection and try again.',
  'search.moreFailed': 'More results could not load. Check your connection and try again.',
  'search.offline': 'Search needs a connection, and this device is offline.',
  'search.needsScript': 'Search runs in your browser and needs JavaScript.',

  'dialog.close': 'Close',
  'dialog.loading': 'Opening {title}…',
  'link.newTab': '{label} (opens in a new tab)',
  'link.newTabHint': '(opens in a new tab)',
  'link.email': 'Email {address}',
  'link.viewCode': 'View Code',
  'link.code': 'Code',
  'link.codeFor': 'Code for {title}',
  'link.codeUnavailable': 'Source code not available',
  'link.notAvailable': 'Not Available',
  'link.na': 'N/A',
  'link.unavailable': '{text} ({reason})',
  // {more} is the word below, which the project cards keep for screen readers.
  'tags.more': '+{count} {more}',
  'tags.more.word': 'more',

  'hero.viewProjects': 'View Projects',
  'hero.viewResearch': 'View Research',
  'hero.downloadCv': 'Download CV',
  'hero.scrollDown': 'Scroll Down',
  'hero.pauseMotion': 'Pause animations',

  'about.title': 'About Me',
  'about.subtitle': 'Get to know me better',
  'about.interests': 'Interests',
  'about.languages': 'Languages',
  'about.downloadResume': 'Download Full Resume',

  'skills.title': 'Technical Skills',
  'skills.subtitle': 'Technologies I work with every day',
  'skills.list': 'Skill categories',
  'skills.showLess': 'Show Less Skills',
  'skills.viewAll': {
    one: 'View All {count} Skill Category',
    other: 'View All {count} Skill Categories',
  },
  'skills.card.count': { one: 'Skill', other: 'Skills' },
  'skills.card.average': 'Average',
  'skills.summary': 'Skills summary',
  'skills.summary.total': 'Total Skills',
  'skills.summary.categories': 'Categories',
  'skills.summary.average': 'Average Proficiency',
  'skills.summary.expert': 'Expert Level',

  'experience.title': 'Experience & Training',
  'experience.subtitle': 'Where I have worked, and what each role taught me',
  'experience.stats': 'Experience in numbers',
  'experience.timeline': 'Experience timeline',
  'experience.closing': 'Continuously gaining experience and expanding my skill set',
  'experience.duration': 'Duration',
  'experience.location': 'Location',
  'experience.skillsUsed': 'Skills used as {title}',

  'projects.title': 'Featured Projects',
  'projects.subtitle': 'A selection of things I have designed, built and shipped',
  'projects.filters': 'Filter projects by category',
  'projects.filter.all': 'All',
  'projects.showing': {
    one: 'Showing {shown} of {total} project',
    other: 'Showing {shown} of {total} projects',
  },
  'projects.list': 'Projects',
  'projects.showLess': 'Show Less Projects',
  'projects.viewAll': { one: 'View All {count} Project', other: 'View All {count} Projects' },
  'projects.card.tech': 'Technologies',
  'projects.card.live': 'Live',
  'projects.card.liveFor': 'Live demo of {title}',
  'projects.card.info': 'Info',
  'projects.card.infoAbout': 'Info about {title}',
  'projects.liveDemo': 'Live Demo',
  'projects.liveUnavailable': 'Live demo not available',
  'projects.features': 'Key Features',
  'projects.techUsed': 'Technologies Used',
  'projects.techUsed.label': 'Technologies used',
  'projects.share': 'Share',
  'projects.share.copied': 'Link copied to clipboard!',
  'projects.share.copyThis': 'Copy this link:',
  'projects.page.back': 'All projects',

  'research.title': 'Research & Publications',
  'research.subtitle': 'Papers I have written and contributed to',
  'research.stats': 'Research in numbers',
  'research.authors': 'Authors',
  'research.authors.before': 'Authors:',
  'research.authors.more': { one: '{count} more', other: '{count} more' },
  'research.abstract': 'Abstract',
  'research.methodology': 'Methodology',
  'research.results': 'Key Results',
  'research.keywords': 'Keywords',
  'research.details': 'Details',
  'research.detailsFor': 'Details for {title}',
  'research.doi': 'DOI',
  'research.doiFor': 'DOI for {title}',
  'research.arxiv': 'arXiv',
  'research.arxivFor': 'arXiv preprint of {title}',
  'research.pdf': 'PDF',
  'research.pdfFor': 'PDF of {title}',
  'research.slides': 'Slides',
  'research.slidesFor': 'Slides for {title}',
  'research.poster': 'Poster',
  'research.posterFor': 'Poster for {title}',
  'research.video': 'Video',
  'research.videoFor': 'Video of {title}',
  'research.projectPage': 'Project page',
  'research.projectPageFor': 'Project page of {title}',
  'research.page.back': 'All research',
  'research.cite': 'Cite',
  'research.citeFor': 'Cite {title}',
  'research.cite.style': 'Citation style',
  'research.cite.style.bibtex': 'BibTeX',
  'research.cite.style.apa': 'APA',
  'research.cite.style.ieee': 'IEEE',
  'research.cite.style.mla': 'MLA',
  'research.cite.copy': 'Copy',
  'research.cite.copyLabel': 'Copy the citation',
  'research.cite.copied': 'Citation copied to clipboard!',
  'research.cite.copyThis': 'Copy this citation:',
  'research.cite.bib': '.bib',
  'research.cite.bibFor': 'Download the .bib (BibTeX) file of {title}',
  'research.cite.styles': 'All styles',
  'research.cite.stylesFor': 'All styles for {title}',
  'research.bibAll': 'All papers as BibTeX (.bib)',

  'certificates.title': 'Certificates & Training',
  'certificates.subtitle': 'Courses, certifications and training I have completed',
  'certificates.stats': 'Certificates in numbers',
  'certificates.list': 'Certificates',
  'certificates.closing': 'Continuously upskilling in emerging technologies',
  'certificates.timeline': 'Learning Journey Timeline',
  'certificates.earned': 'Certificate Earned',

  'contact.title': 'Get In Touch',
  'contact.subtitle': "Have a project, an opportunity or an idea? I'd love to hear from you.",
  'contact.info.title': "Let's work together",
  'contact.info.intro':
    'A role, a collaboration or just a question: write to me directly or send a message with the form.',
  'contact.info.email': 'Email',
  'contact.info.phone': 'Phone',
  'contact.info.location': 'Location',
  'contact.info.follow': 'Follow me',
  'contact.info.response.title': 'Quick Response',
  'contact.info.response':
    'I usually respond within 24 hours. Looking forward to hearing from you!',
  'contact.form.title': 'Send a Message',
  'contact.form.name.label': 'Your Name *',
  'contact.form.name.placeholder': 'John Doe',
  'contact.form.email.label': 'Your Email *',
  'contact.form.email.placeholder': 'john@example.com',
  'contact.form.message.label': 'Your Message *',
  'contact.form.message.placeholder':
    "Hi! I'd like to talk about an internship, a project or a collaboration...",
  'contact.form.message.tooLong':
    'Your message is too long to send: it is {size} KB and the limit is {limit} KB. Please shorten it.',
  'contact.form.honeypot': 'Leave this field empty',
  'contact.form.send': 'Send Message',
  'contact.form.sending': 'Sending...',
  'contact.form.viaMailApp':
    'No mail service is set up here: Send Message opens your mail app with your message.',
  'contact.form.unloaded':
    'The form could not load. Check your connection, then tap a field to try again, or write to the email address in this section.',
  'contact.form.noScript':
    'This form needs JavaScript to send from this site. Write to me directly instead:',
  'contact.form.captcha.missing':
    'Please tick the box above to show you are not a robot, then send again.',
  'contact.form.captcha.unavailable':
    'The anti-spam check could not load, so the form cannot send right now.',
  'contact.form.mailAppOffer': 'Send it from your mail app instead',
  'contact.status.success': "✓ Message sent successfully! I'll get back to you soon.",
  'contact.status.error': '✗ Failed to send. Please try again or email directly.',
  'contact.status.unanswered':
    "No answer from the mail service yet. Your message may still arrive; it's still here if you want to send it again or email it directly.",
  'contact.status.composed':
    'Your mail app should open with your message ready: send it from there.',
  'contact.mail.subject': 'Message from {name}',
  'contact.mail.subject.anonymous': 'Message from your portfolio',
  // The contact form without JavaScript: the pages the server answers a plain form post with.
  'contact.sent.title': 'Message sent | {name}',
  'contact.sent.heading': 'Thank you for your message',
  'contact.sent.back': 'Back to {firstName}’s portfolio',
  'contact.problem.title': 'Message not sent | {name}',
  'contact.problem.heading': 'Your message was not sent',
  'contact.problem.fix':
    'Please correct what is marked below and send it again; what you typed is still here.',
  'contact.problem.name.missing': 'Please enter your name.',
  'contact.problem.email.missing': 'Please enter your email address.',
  'contact.problem.email.invalid': 'Please enter a valid email address, such as name@example.com.',
  'contact.problem.message.missing': 'Please write a message.',
  'contact.problem.field.tooLong': 'This is longer than {limit} characters; please shorten it.',
  'contact.problem.field.control': 'Line breaks and control characters cannot go here.',
  'contact.problem.tooLarge':
    'Your message is too long to send: the limit is {limit} KB. Please go back, shorten it and send it again.',
  'contact.problem.tooFast':
    'That was sent faster than a person can type it. Please wait a few seconds and send it again.',
  'contact.problem.rateLimited':
    'Too many messages were sent from your connection just now. Please try again in a few minutes, or send it from your mail app.',
  'contact.problem.captchaNeedsScript':
    'This form’s spam check needs JavaScript, which is off in your browser. Please send your message from your mail app.',
  'contact.problem.captchaFailed':
    'The spam check did not pass. Please go back and send the message again, or send it from your mail app.',
  'contact.problem.refused': 'This form only takes messages sent from its own site.',
  'contact.problem.unreadable':
    'Your message could not be read. Please send it again from the form on the site.',
  'contact.problem.unavailable':
    'Messages cannot be sent from this site right now. Please send yours from your mail app.',

  'itemPage.breadcrumb': 'Breadcrumb',
  'itemPage.home': 'Home',
  'itemPage.movedTitle': '{title} has moved',
  'itemPage.moved': 'This page has moved to {title}.',
  // The preview card of an item's own page, and its description for those who cannot see it.
  'itemCard.project': 'Project',
  'itemCard.paper': 'Research',
  'itemCard.alt': '{kind}: {title}, by {name}',
  // The notes: the main page's section, the list at /notes/ and each note's own page.
  'notes.title': 'Notes',
  'notes.subtitle': 'What I learned along the way, written down',
  'notes.all': 'All notes',
  'notes.list': 'Notes',
  'notes.readingTime': '{minutes} min read',
  // Beside a note's date when its front matter says it changed since: `updated: YYYY-MM-DD`.
  'notes.updated': 'Updated {date}',
  'notes.tags': 'Tags',
  'notes.contents': 'Contents',
  'notes.newer': 'Newer note',
  'notes.older': 'Older note',
  // Under a translated note's tags when its original (the note in the default language) was
  // revised after it: that language's name in this page's language, the day of the revision,
  // and the link to the original.
  'notes.newerIn': 'This note was revised in {language} on {date}, after this version was written.',
  'notes.readNewer': 'Read it in {language}',
  // Under a note: the notes that share its tags.
  'notes.related': 'Related notes',
  'notes.pages': 'Pages of notes',
  'notes.page': 'Page {page} of {pages}',
  // Under the heading of the list, or of a tag's page, what opens to the links to its feeds, and
  // what it says there; the feeds' titles.
  'notes.feeds': 'Subscribe',
  'notes.feedsHowTo': 'Copy one of these links into your feed reader to follow new notes:',
  'notes.feedTitle': 'Notes by {name}',
  'notes.read': 'Read {title}',
  // A note's footnotes: the heading over them (read by screen readers alone) and each one's link
  // back to where it is referenced, named by its number.
  'notes.footnotes': 'Footnotes',
  'notes.footnoteBack': 'Back to reference {number}',
  // The titles of a note's alerts (GitHub's `> [!NOTE]` and the four others).
  'notes.alert.note': 'Note',
  'notes.alert.tip': 'Tip',
  'notes.alert.important': 'Important',
  'notes.alert.warning': 'Warning',
  'notes.alert.caution': 'Caution',
  // A tag's page: its heading and how many notes carry it (also read out beside each tag's link).
  'notes.tagged': 'Notes tagged “{tag}”',
  // The title of a tag's feed.
  'notes.tagFeedTitle': 'Notes by {name} tagged “{tag}”',
  'notes.tagCount': { one: '{count} note', other: '{count} notes' },
  // The button over each code block of a note, its name for screen readers, and what it says
  // once it has copied, or (where the browser keeps the clipboard closed) selected the code.
  'notes.copyCode': 'Copy',
  'notes.copyCodeLabel': 'Copy the code',
  'notes.codeCopied': 'Copied',
  'notes.codeSelected': 'Selected: copy it as you copy any text',

  // The résumé PDF the build writes: its headings and the words of its links.
  'resume.education': 'Education',
  'resume.experience': 'Experience',
  'resume.projects': 'Projects',
  'resume.skills': 'Skills',
  'resume.languages': 'Languages',
  'resume.publications': 'Publications',
  'resume.certificates': 'Certificates',
  'resume.code': 'Code',
  'resume.liveDemo': 'Live demo',

  'notFound.title': 'Page not found | {name}',
  'notFound.kicker': 'Error 404',
  'notFound.heading': 'Page not found',
  'notFound.text':
    'There is nothing at this address. The link may be mistyped, or the page may have moved.',
  'notFound.home': 'Go to {firstName}’s portfolio',

  // A project's and a paper's status, by the value content gives (src/content/types.ts).
  'status.project.Completed': 'Completed',
  'status.project.In Progress': 'In Progress',
  'status.paper.Published': 'Published',
  'status.paper.Under Review': 'Under Review',
  'status.paper.Under Progress': 'Under Progress',
  'status.paper.Accepted': 'Accepted',
} as const satisfies Record<string, WordEntry>;
