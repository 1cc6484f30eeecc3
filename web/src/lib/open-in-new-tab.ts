/**
 * Opens a URL the server has yet to give in a new tab (spec: checkout and portal open in a new tab).
 * The tab is opened synchronously, inside the click, so pop-up blockers let it through; it is
 * pointed at the URL once known, or closed if the request fails. Without a tab (blocked anyway),
 * the current tab goes there.
 */
export const browserTab = {
  open: (): Window | null => window.open('', '_blank'),
  go(tab: Window | null, url: string) {
    if (tab && !tab.closed) tab.location.href = url;
    else window.location.assign(url);
  },
  close(tab: Window | null) {
    tab?.close();
  },
};

export async function openInNewTab(getUrl: () => Promise<{ url: string }>): Promise<void> {
  const tab = browserTab.open();
  try {
    const { url } = await getUrl();
    browserTab.go(tab, url);
  } catch (error) {
    browserTab.close(tab);
    throw error;
  }
}
