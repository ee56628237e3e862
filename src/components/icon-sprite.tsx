import {
  Award,
  BookOpen,
  Bot,
  Brain,
  Briefcase,
  Camera,
  ChartBar,
  Cloud,
  Code,
  Cpu,
  Database,
  Eye,
  FileText,
  FlaskConical,
  GitBranch,
  Globe,
  GraduationCap,
  HeartPulse,
  Layers,
  LayoutDashboard,
  Leaf,
  Lock,
  MapPin,
  MessageSquare,
  Monitor,
  Network,
  Palette,
  Rocket,
  Scan,
  Server,
  Shield,
  Sparkles,
  Terminal,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../content/types';

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

/** The id of an icon's symbol in the page's sprite. */
export function iconSymbolId(name: IconName): string {
  return `icon-${name}`;
}

/**
 * Every content icon, drawn once as a <symbol> in the prerendered page; `Icon` points at them.
 * Rendered only at build (and by the dev server), so no path data ships in the visitor's JavaScript.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="hidden">
      {(Object.keys(ICONS) as IconName[]).map((name) => {
        const Component = ICONS[name];
        return (
          <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24">
            <Component />
          </symbol>
        );
      })}
    </svg>
  );
}
