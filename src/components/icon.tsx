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

const ICONS: Record<IconName, LucideIcon> = {
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

export interface IconProps {
  name: IconName;
  className?: string;
}

/** A decorative content icon, hidden from assistive technology. */
export function Icon({ name, className }: IconProps) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
