/*
 * The chart's colours, from the Okabe–Ito palette, told apart with every kind of colour blindness:
 * visits in blue, requests in orange, price changes as a dashed vermilion line that carries its
 * own words. The chart (a client script) and its legend (server HTML) share them.
 */
export const CHART_COLOURS = { views: '#0072b2', requests: '#e69f00', price: '#d55e00' } as const;
