import { caseModules, chartModules } from 'lab:charts';
import { createRoot } from 'react-dom/client';
import { collectCharts } from '../charts';
import { Lab } from './Lab';
import './lab.css';

createRoot(document.getElementById('lab')!).render(<Lab charts={collectCharts(chartModules, caseModules)} />);
