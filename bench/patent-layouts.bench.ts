import { layoutFigures } from './patent/layouts';

console.log('dev patents that parse right under each heading layout:');
void layoutFigures();
