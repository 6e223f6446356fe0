import { useEffect, useState } from 'react';
import { useMessages } from '../hooks/use-language';

// Long enough for screen readers to have registered the (empty) live region before it speaks.
const ANNOUNCE_AFTER_MS = 500;

/**
 * The text of the shell's polite live region: empty, then the banner's title once it has appeared.
 * A live region only speaks about changes, and the banner is there from the first render (it must
 * not pop in later and shift the page), so the announcement is a separate, later change.
 */
export function useBannerAnnouncement(bannerVisible: boolean): string {
  const [announced, setAnnounced] = useState(false);
  const { announcement } = useMessages().banner;
  useEffect(() => {
    if (!bannerVisible) return;
    const timer = window.setTimeout(() => setAnnounced(true), ANNOUNCE_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      setAnnounced(false);
    };
  }, [bannerVisible]);
  return bannerVisible && announced ? announcement : '';
}
