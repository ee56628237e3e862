import {
  ArrowUp,
  Award,
  BadgeCheck,
  BookOpen,
  Bot,
  Brain,
  Briefcase,
  Building2,
  Calendar,
  Camera,
  ChartBar,
  Check,
  CheckCircle2,
  ChevronDown,
  Clock,
  Cloud,
  Code,
  Copy,
  Cpu,
  Database,
  Download,
  ExternalLink,
  Eye,
  FileText,
  FlaskConical,
  FolderGit2,
  GitBranch,
  Globe,
  GraduationCap,
  Heart,
  HeartPulse,
  Info,
  Layers,
  LayoutDashboard,
  Leaf,
  Link2,
  LoaderCircle,
  Lock,
  Mail,
  MapPin,
  Menu,
  MessageSquare,
  Monitor,
  Moon,
  Network,
  Palette,
  Pause,
  Phone,
  Play,
  Quote,
  Rocket,
  Search,
  Scan,
  Send,
  Server,
  Share2,
  Shield,
  Sparkles,
  Sun,
  Terminal,
  Wrench,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { NetworkId } from '../config/networks';
import { profile, projects, publications } from '../content';
import type { IconName } from '../content/types';
import { codeHostOf, iconsInUse } from '../lib/profiles';
import { iconSymbolId, type SpriteIconName, type UiIconName } from './icon';
import { NETWORK_GLYPHS } from './network-glyphs';
import { networkSymbolId } from './network-icon';

export const ICONS: Record<IconName, LucideIcon> = {
  award: Award,
  'bar-chart': ChartBar,
  'book-open': BookOpen,
  bot: Bot,
  brain: Brain,
  briefcase: Briefcase,
  camera: Camera,
  cloud: Cloud,
  code: Code,
  cpu: Cpu,
  database: Database,
  eye: Eye,
  'file-text': FileText,
  flask: FlaskConical,
  'git-branch': GitBranch,
  globe: Globe,
  'graduation-cap': GraduationCap,
  'heart-pulse': HeartPulse,
  layers: Layers,
  layout: LayoutDashboard,
  leaf: Leaf,
  lock: Lock,
  'map-pin': MapPin,
  'message-square': MessageSquare,
  monitor: Monitor,
  network: Network,
  palette: Palette,
  rocket: Rocket,
  scan: Scan,
  server: Server,
  shield: Shield,
  sparkles: Sparkles,
  terminal: Terminal,
  wrench: Wrench,
};

export const UI_ICONS: Record<UiIconName, LucideIcon> = {
  'arrow-up': ArrowUp,
  'badge-check': BadgeCheck,
  'book-open': BookOpen,
  briefcase: Briefcase,
  building: Building2,
  calendar: Calendar,
  check: Check,
  'check-circle': CheckCircle2,
  'chevron-down': ChevronDown,
  clock: Clock,
  copy: Copy,
  download: Download,
  'external-link': ExternalLink,
  'file-text': FileText,
  'folder-git': FolderGit2,
  heart: Heart,
  info: Info,
  link: Link2,
  loader: LoaderCircle,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  moon: Moon,
  pause: Pause,
  phone: Phone,
  play: Play,
  quote: Quote,
  rocket: Rocket,
  search: Search,
  send: Send,
  share: Share2,
  sparkles: Sparkles,
  sun: Sun,
  x: X,
};

/** Icons drawn solid, not outlined: a symbol keeps its own fill, so the page could not set it. */
const SOLID: ReadonlySet<SpriteIconName> = new Set<SpriteIconName>(['heart']);

/**
 * The marks the page shows: those of the owner's profiles, and of the hosts of the projects' and
 * papers' code (GitHub's always: a button without a link shows it).
 */
function marksInUse(): Array<Exclude<NetworkId, 'website'>> {
  const codeHosts = [...projects, ...publications].flatMap(({ github }) => {
    const host = github ? codeHostOf(github) : undefined;
    return host ? [host] : [];
  });
  const used = new Set<string>(['github', ...iconsInUse(profile), ...codeHosts]);
  return (Object.keys(NETWORK_GLYPHS) as Array<keyof typeof NETWORK_GLYPHS>).filter((id) =>
    used.has(id),
  );
}

/**
 * Every content and interface icon, drawn once as a <symbol> in the prerendered page; `Icon` points at them.
 * Rendered only at build (and by the dev server), so no path data ships in the visitor's JavaScript.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="hidden">
      {(Object.entries({ ...ICONS, ...UI_ICONS }) as Array<[SpriteIconName, LucideIcon]>).map(
        ([name, Component]) => {
          return (
            <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24">
              <Component {...(SOLID.has(name) && { fill: 'currentColor' })} />
            </symbol>
          );
        },
      )}
      {marksInUse().map((id) => (
        <symbol key={id} id={networkSymbolId(id)} viewBox="0 0 24 24">
          <path fill="currentColor" d={NETWORK_GLYPHS[id]} />
        </symbol>
      ))}
    </svg>
  );
}
