import type { site as english } from "./site";
import { firm, formatAddress } from "./firm";
import { slovenian } from "./translation";

export const site = slovenian<typeof english>({
  ...firm,
  tagline: "Inženirske rešitve, mednarodna trgovina in zanesljiva partnerstva",
  description:
    "Družinsko inženirsko in mednarodno trgovsko podjetje iz Ljubljane: svetovanje, sistemska integracija, vodenje projektov, vstop na trge, nabava in podpora mednarodni trgovini od leta 1991.",
  address: { ...firm.address, country: "Slovenija" },
  location: "Ljubljana, Slovenija",
  // Millions as Slovenian writes them ("mio."), not the English "M".
  figures: {
    ...firm.figures,
    uptime: "99,7 %",
    citizensServed: "500+ mio.",
    documentsIssued: "100+ mio.",
  },
});

export const fullAddress = formatAddress(site.address);
