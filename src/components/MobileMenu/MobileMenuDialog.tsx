import { navigation } from '../../lib/shell-content';
import { Link, useLocation } from '@tanstack/react-router';
import {
  Button,
  Dialog,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { isCurrentItem, isSection } from '../../lib/navigation';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Icon } from '../Icon/Icon';
import { NavPanel } from '../NavPanel/NavPanel';
import { MenuIcon } from './MenuIcon';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './MobileMenu.css';

interface MobileMenuDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The open mobile menu: a modal dialog (focus trapped, page behind inert and not scrolling, Esc closes,
 * focus returns to the toggle) with one expandable section per navigation section, at most one open.
 * Loaded on demand: most visitors never open it, so it stays out of every page's first load.
 */
export default function MobileMenuDialog({ isOpen, onOpenChange }: MobileMenuDialogProps) {
  const { pathname } = useLocation();
  const currentSection = navigation.items.find((item) => isSection(item) && isCurrentItem(item, pathname));
  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={navigation.menuLabels.dialog}>
          <div className={styles.dialogHeader}>
            <Button slot="close" className={styles.closeButton} aria-label={navigation.menuLabels.close}>
              <MenuIcon open turns />
            </Button>
          </div>
          <nav aria-label={navigation.label}>
            <DisclosureGroup className={styles.group} defaultExpandedKeys={currentSection ? [currentSection.id] : []}>
              {navigation.items.map((item) =>
                isSection(item) ? (
                  <Disclosure key={item.id} id={item.id} className={styles.section}>
                    <Heading level={2} className={styles.sectionHeading}>
                      <Button
                        slot="trigger"
                        className={styles.sectionTrigger}
                        data-current={isCurrentItem(item, pathname) ? '' : undefined}
                      >
                        {item.shortLabel}
                        <Icon name="chevronDown" size="sm" className={styles.chevron} />
                      </Button>
                    </Heading>
                    <DisclosurePanel className={styles.panel}>
                      <NavPanel section={item} />
                    </DisclosurePanel>
                  </Disclosure>
                ) : (
                  <ContentLink key={item.id} href={item.href} className={styles.homeLink} exact>
                    {item.label}
                  </ContentLink>
                ),
              )}
            </DisclosureGroup>
          </nav>
          <div className={styles.demo}>
            <ButtonLink href={navigation.requestDemo.href}>{navigation.requestDemo.label}</ButtonLink>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
