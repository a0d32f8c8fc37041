import '@/ui/styles/index.css';
import { mountApp } from '@/app/mount';
import { registerServiceWorker } from '@/app/pwa/sw-bridge';

mountApp();
registerServiceWorker();
