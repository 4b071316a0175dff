import './i18n/texts.ts';
import { HotMatchWidget } from './components/hot-match-widget.tsx';
import { HotNewsWidget } from './components/hot-news-widget.tsx';
import { WinnerBoardWidget } from './components/winner-board-widget.tsx';
import { HelpTabWidget } from './components/help-tab-widget.tsx';
import { PolicyWidget } from './components/policy-widget.tsx';

/**
 * The home widgets below the fold (issue 7, spec 2): one lazy module, loaded by home's
 * placeholder (features/home/components/lazy-widgets.tsx) once it nears the viewport, with its
 * texts, calls and styles. The policy block sits last, just above the footer.
 */
export default function HomeWidgetsGroup() {
  return (
    <>
      <HotMatchWidget />
      <HotNewsWidget />
      <WinnerBoardWidget />
      <HelpTabWidget />
      <PolicyWidget />
    </>
  );
}
