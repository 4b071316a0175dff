/** The downloads feature's public face: the home page's bar (the dialogs and page are lazy). */
export { DownloadBar } from './components/download-bar.tsx';
