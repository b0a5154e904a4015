import { slovenian } from "../../../core/translation";
import type * as english from "./government-solutions";

export const governmentSolutions = slovenian<typeof english.governmentSolutions>([
  {
    icon: "id-card",
    title: "Sistemi nacionalnih osebnih izkaznic",
    description:
      "Celoviti sistemi za izdajanje polikarbonatnih osebnih izkaznic z brezkontaktnim čipom: vpisne postaje, centralna personalizacija, varna dostava na krajevne urade in programska oprema, ki vse to povezuje.",
    countries: ["Gana", "Črna gora", "Bosna in Hercegovina", "Moldavija"],
  },
  {
    icon: "globe",
    title: "Izdajanje biometričnih potnih listov",
    description:
      "Personalizacija potnih listov v skladu z ICAO z laserskim graviranjem, kodiranjem čipa in sprotnim nadzorom kakovosti, dobavljena kot center na ključ ali kot nadgradnja obstoječe linije.",
    countries: ["Severna Makedonija", "Albanija", "Gruzija", "Armenija"],
  },
  {
    icon: "clipboard-check",
    title: "Vozniška dovoljenja in registracija vozil",
    description:
      "Vozniška dovoljenja v obliki kartice in dokumenti za registracijo vozil po standardih EU, povezani z registri prometnega organa ter izdani na okencih ali centralno.",
    countries: ["Srbija", "Slovenija", "Hrvaška", "Uzbekistan"],
  },
  {
    icon: "shield",
    title: "Mejna kontrola in samodejna vrata",
    description:
      "Čitalniki dokumentov, biometrično preverjanje in samodejna vrata, ki potnike v nekaj sekundah preverijo s podatki v čipu in z opozorilnimi seznami, zasnovani za letališča in kopenske mejne prehode.",
    countries: ["Gruzija", "Črna gora", "Azerbajdžan", "Kazahstan"],
  },
]);
