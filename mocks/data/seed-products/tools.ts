import { BASIC_COLOURS as C, type CategoryKinds } from './product-kind';

/** Tool makers' colours. */
const TOOL_COLOURS = [C.red, C.yellow, C.orange, C.blue, C.green, C.teal, C.black];
const HAND_TOOL_BRANDS = ['Stahlmann', 'Brixton', 'Krafton', 'Ironclad', 'Toolmark'];
const POWER_TOOL_BRANDS = ['Volter', 'Krafton', 'Stahlmann', 'Ironclad'];

export const toolsKinds: CategoryKinds = {
  'hand tools': [
    {
      picture: 'hammer',
      colours: [...TOOL_COLOURS, { name: 'Hickory', hex: '#b7814d' }],
      price: [15, 69],
      names: (pick) => {
        const brand = pick.one(HAND_TOOL_BRANDS);
        const type = pick.one(['Claw', 'Framing', 'Ball-Peen']);
        const handle = pick.one(['Fibreglass', 'Hickory', 'Steel']);
        const weight = `${pick.one([300, 450, 560, 680])} g`;
        return [
          `${brand} ${type} Hammer ${weight}, ${handle} Handle`,
          `${brand} ${type} Hammer ${weight}`,
        ];
      },
      description: [
        [
          'A balanced hammer with a forged, hardened steel head.',
          'A hammer for framing, fencing and everyday jobs around the house.',
        ],
        [
          'The anti-vibration grip takes the sting out of every blow.',
          'A magnetic nail starter holds the nail for one-handed starts.',
        ],
        ['Built to last a lifetime, and guaranteed for one.'],
      ],
    },
    {
      picture: 'wrench',
      colours: TOOL_COLOURS,
      price: [12, 89],
      names: (pick) => {
        const brand = pick.one(HAND_TOOL_BRANDS);
        const pieces = pick.one([8, 12, 14, 22]);
        return [
          `${brand} Combination Wrench Set, ${pieces} pcs, 8–22 mm`,
          `${brand} Combination Wrench Set, ${pieces} pcs`,
        ];
      },
      description: [
        [
          'Combination wrenches in chrome vanadium steel, open at one end and ring at the other.',
          'A wrench set for bikes, cars and furniture assembly.',
        ],
        [
          'The 15° offset ring end reaches bolts in tight corners.',
          'Sizes are stamped large on both sides.',
        ],
        ['They come in a roll-up canvas pouch.'],
      ],
    },
    {
      picture: 'screwdriver',
      colours: TOOL_COLOURS,
      price: [19, 79],
      names: (pick) => {
        const brand = pick.one(HAND_TOOL_BRANDS);
        const kind = pick.one([
          'Screwdriver Set',
          'Precision Screwdriver Set',
          'Insulated Screwdriver Set',
        ]);
        return [`${brand} ${kind}, ${pick.one([6, 8, 10, 12])} pcs`, `${brand} ${kind}`];
      },
      description: [
        [
          'Flat, Phillips and Pozidriv screwdrivers with two-component grips.',
          'A screwdriver set for the workshop, the kitchen drawer and the car.',
        ],
        [
          'Magnetic tips hold the screw while you start it.',
          'The hardened tips keep their edge and do not slip.',
        ],
        ['A wall rack keeps them in order.'],
      ],
    },
  ],
  'power tools': [
    {
      picture: 'drill',
      colours: TOOL_COLOURS,
      price: [89, 449],
      names: (pick) => {
        const brand = pick.one(POWER_TOOL_BRANDS);
        const volts = pick.one(['12 V', '18 V', '20 V']);
        const type = pick.one([
          'Cordless Drill Driver',
          'Cordless Combi Drill',
          'Brushless Drill Driver',
        ]);
        return [`${brand} ${volts} ${type}, 2 × 2.0 Ah`, `${brand} ${volts} ${type}`];
      },
      description: [
        [
          'A compact drill driver for wood, metal and masonry.',
          'A light, powerful cordless drill with two speeds and an LED work light.',
        ],
        [
          'A 13 mm keyless chuck and 20 torque settings.',
          'The brushless motor runs cooler and longer on a charge.',
          'Two batteries and a fast charger come in the carry case.',
        ],
        ['Three years of warranty when registered.'],
      ],
    },
    {
      picture: 'angle-grinder',
      colours: TOOL_COLOURS,
      price: [79, 329],
      names: (pick) => {
        const brand = pick.one(POWER_TOOL_BRANDS);
        const power = `${pick.one([750, 900, 1200, 1400])} W`;
        const disc = `${pick.one([115, 125])} mm`;
        return [`${brand} Angle Grinder ${power}, ${disc} Disc`, `${brand} Angle Grinder ${power}`];
      },
      description: [
        [
          'An angle grinder for cutting, grinding and polishing metal and stone.',
          'A slim angle grinder that sits well in one hand.',
        ],
        [
          'Soft start, a restart lock and a tool-free guard.',
          'The side handle fits on either side for left- and right-handed work.',
        ],
        ['A cutting disc and a grinding disc are included.'],
      ],
    },
  ],
  other: [
    {
      picture: 'tape-measure',
      colours: TOOL_COLOURS,
      price: [9, 39],
      names: (pick) => {
        const brand = pick.one(HAND_TOOL_BRANDS);
        const length = `${pick.one([3, 5, 8, 10])} m`;
        return [`${brand} Magnetic Tape Measure ${length}`, `${brand} Tape Measure ${length}`];
      },
      description: [
        ['A tape measure with a rubber-armoured case that survives drops from a ladder.'],
        [
          'The 25 mm blade stands out straight for 3 metres.',
          'A magnetic hook holds on to steel, and a lock keeps the blade where you stop it.',
        ],
        ['Metric and imperial markings.', 'A belt clip is on the back.'],
      ],
    },
    {
      picture: 'toolbox',
      colours: TOOL_COLOURS,
      price: [29, 149],
      names: (pick) => {
        const brand = pick.one(HAND_TOOL_BRANDS);
        const type = pick.one(['Steel Toolbox', 'Toolbox', 'Cantilever Toolbox']);
        return [`${brand} ${type}, ${pick.one([40, 48, 56])} cm`, `${brand} ${type}`];
      },
      description: [
        [
          'A toolbox with a lift-out tray and a lid organiser for screws and bits.',
          'A sturdy toolbox that stacks and locks with a padlock.',
        ],
        ['Metal latches and a comfortable, folding handle.', 'Holds up to 20 kg.'],
        ['Tools not included.'],
      ],
    },
  ],
};
