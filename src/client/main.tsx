// First, for its effect: the editor's draft and chunks are requested before the rest evaluates.
import './app/early-start';
import { startClient } from './app/bootstrap';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void startClient(container);
