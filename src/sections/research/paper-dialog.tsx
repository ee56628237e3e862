import { useId } from 'react';
import { HAS_LANGUAGE_SWITCH, LanguageSwitch } from '../../components/language-switch';
import { itemHash } from '../../lib/hash-item';
import { itemPageTitle } from '../../lib/item-address';
import { profile } from '../../content';
import { Badge } from '../../components/badge';
import { COMPACT_SECONDARY } from '../../components/compact-button-styles';
import { Dialog } from '../../components/dialog';
import { GradientIcon } from '../../components/gradient-icon';
import type { Publication } from '../../content/types';
import { paperStatusKey, paperStatusTone } from '../../lib/status';
import { PaperDetails } from './paper-details';
import { PaperActions } from './paper-actions';
import { langOf, t } from '../../words';
import { DotJoined } from '../../components/dot-joined';

export interface PaperDialogProps {
  paper: Publication;
  onClose: () => void;
  fallbackFocus?: () => HTMLElement | null;
}

export function PaperDialog({ paper, onClose, fallbackFocus }: PaperDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      fallbackFocus={fallbackFocus}
      pageTitle={itemPageTitle(paper.title, profile.name)}
      controls={
        HAS_LANGUAGE_SWITCH ? <LanguageSwitch openItem={itemHash('paper', paper.id)} /> : undefined
      }
      header={
        <div className="flex items-start gap-4">
          <span className="hidden sm:block">
            <GradientIcon name={paper.icon} accent={paper.accent} />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg leading-snug font-bold text-fg sm:text-xl">
              <bdi lang={langOf(paper.title)}>{paper.title}</bdi>
            </h2>
            <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
              <Badge tone={paperStatusTone(paper.status)}>{t(paperStatusKey(paper.status))}</Badge>
              <DotJoined>
                {paper.year}
                {paper.category && (
                  <span className="font-semibold text-accent">{paper.category}</span>
                )}
              </DotJoined>
            </p>
          </div>
        </div>
      }
      footer={
        <div className="flex flex-wrap items-center gap-3">
          <PaperActions
            paper={paper}
            beforeCite={
              <button type="button" onClick={onClose} className={`${COMPACT_SECONDARY} sm:ms-auto`}>
                {t('dialog.close')}
              </button>
            }
          />
        </div>
      }
    >
      <PaperDetails paper={paper} headingLevel={3} />
    </Dialog>
  );
}
