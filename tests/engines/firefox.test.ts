import { launchFirefox } from './drivers';
import { journeysIn } from './journeys';

journeysIn('firefox', launchFirefox);
