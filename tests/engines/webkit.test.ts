import { launchWebKit } from './drivers';
import { journeysIn } from './journeys';

journeysIn('webkit', launchWebKit);
