import { BASIC_COLOURS as C, type CategoryKinds } from './product-kind';

const LEATHER = {
  brown: { name: 'Brown Leather', hex: '#7a4a2a' },
  black: { name: 'Black Leather', hex: '#2b2624' },
  cognac: { name: 'Cognac', hex: '#a5602f' },
  tan: { name: 'Tan', hex: '#b9875a' },
};

export const accessoriesKinds: CategoryKinds = {
  'bags & backpacks': [
    {
      picture: 'backpack',
      colours: [
        C.black,
        C.navy,
        C.olive,
        { name: 'Mustard', hex: '#d9a23a' },
        { name: 'Slate Grey', hex: '#6f747b' },
        { name: 'Terracotta', hex: '#b8613f' },
      ],
      price: [49, 249],
      names: (pick, colour) => {
        const model = `${pick.one(['Voyager', 'Meridian', 'Atlas', 'Northfold'])} ${pick.one(['Commuter', 'City', 'Trail', 'Roll-Top'])}`;
        const size = `${pick.one([18, 22, 26, 30])} L`;
        return [`${model} Backpack ${size}, ${colour}`, `${model} Backpack, ${colour}`];
      },
      description: [
        [
          'A {colour} backpack with a padded sleeve for laptops up to 15.6 inches.',
          'A water-repellent {colour} backpack for the daily commute and weekend trips.',
        ],
        [
          'Padded, breathable shoulder straps and a luggage pass-through at the back.',
          'A quick-access front pocket keeps keys and phone at hand.',
          'Made from recycled polyester with YKK zips.',
        ],
        ['Two side pockets hold a bottle and an umbrella.', 'Five years of warranty.'],
      ],
    },
    {
      picture: 'tote-bag',
      colours: [
        LEATHER.cognac,
        C.black,
        { name: 'Camel', hex: '#c49a6c' },
        C.burgundy,
        { name: 'Cream', hex: '#e8dcc4' },
      ],
      price: [39, 299],
      names: (pick, colour) => {
        const brand = pick.one(['Meridian', 'Linea', 'Vela', 'Kora']);
        const style = pick.one([
          'Leather Tote Bag',
          'Shoulder Bag',
          'Crossbody Bag',
          'Canvas Tote',
        ]);
        return [`${brand} ${style}, ${colour}`, `${style}, ${colour}`];
      },
      description: [
        [
          'A roomy {colour} bag that takes a laptop, a lunch and a jumper.',
          'A structured {colour} bag with sturdy handles and a magnetic clasp.',
        ],
        [
          'Inside there is a zip pocket and two slip pockets for the small things.',
          'Full-grain leather trims and a cotton lining.',
        ],
        ['A detachable shoulder strap is included.', 'A dust bag comes with it.'],
      ],
    },
  ],
  watches: [
    {
      picture: 'watch',
      colours: [
        LEATHER.black,
        LEATHER.brown,
        LEATHER.tan,
        C.navy,
        { name: 'Steel', hex: '#a7adb4' },
        C.olive,
      ],
      price: [89, 1299],
      names: (pick, colour) => {
        const brand = pick.one(['Horvath', 'Meridian', 'Tempo', 'Ostra', 'Luma']);
        const model = pick.one(['Classic', 'Aviator', 'Field', 'Diver', 'Heritage']);
        const movement = pick.one(['Automatic', 'Chronograph', 'Quartz']);
        const size = `${pick.one([36, 38, 40, 42])} mm`;
        return [
          `${brand} ${model} ${movement} Watch, ${size}`,
          `${brand} ${model} Watch, ${size}, ${colour}`,
          `${brand} ${model} Watch, ${colour}`,
        ];
      },
      description: [
        [
          'A clean, easy-to-read dial in a brushed steel case on a {colour} strap.',
          'A timeless watch with luminous hands, on a {colour} strap.',
        ],
        [
          'Sapphire crystal and water resistance to 100 metres.',
          "A date window at three o'clock and a screw-down crown.",
          'The strap changes in seconds, no tools needed.',
        ],
        [
          'Delivered in a gift box with a two-year warranty.',
          'The case back is engraved with a serial number.',
        ],
      ],
    },
  ],
  other: [
    {
      picture: 'sunglasses',
      colours: [
        C.black,
        { name: 'Tortoise', hex: '#7a4b2a' },
        { name: 'Gold', hex: '#c9a24b' },
        C.navy,
      ],
      price: [29, 249],
      names: (pick, colour) => {
        const style = pick.one(['Aviator', 'Wayfarer', 'Round', 'Sport']);
        const brand = pick.one(['Solano', 'Riva', 'Meridian']);
        return [
          `${brand} ${style} Polarised Sunglasses, ${colour}`,
          `${brand} ${style} Sunglasses, ${colour}`,
        ];
      },
      description: [
        [
          'Polarised sunglasses with a {colour} frame that cut the glare off water and roads.',
          'Light sunglasses in a {colour} frame with spring hinges.',
        ],
        ['UV400 lenses block all UVA and UVB light.', 'Scratch-resistant lenses in grey or brown.'],
        ['A hard case and a cleaning cloth are included.'],
      ],
    },
    {
      picture: 'wallet',
      colours: [
        C.black,
        LEATHER.brown,
        LEATHER.cognac,
        C.navy,
        { name: 'Bottle Green', hex: '#355e3b' },
      ],
      price: [25, 119],
      names: (pick, colour) => {
        const style = pick.one(['Leather Bifold', 'Slim Card', 'RFID Zip']);
        return [
          `${pick.one(['Meridian', 'Linea', 'Kora'])} ${style} Wallet, ${colour}`,
          `${style} Wallet, ${colour}`,
        ];
      },
      description: [
        [
          'A slim {colour} wallet in vegetable-tanned leather.',
          'A compact {colour} wallet that slips into a front pocket.',
        ],
        [
          'Eight card slots, a note compartment and a coin pocket with a snap.',
          'RFID blocking keeps contactless cards safe.',
        ],
        ['The leather darkens beautifully with use.', 'Gift boxed.'],
      ],
    },
  ],
};
