import type { TCategory } from '@vitrina/shared/projects/categories';
import type { TProjectStatus } from '@vitrina/shared/projects/statuses';
import type { TProjectExtras } from '../db/tables/catalogue';
import { DEMO_SAMPLE_APPS } from './demo-sample-apps';

export type TDemoApp = {
  slug: string;
  name: string;
  shortDescription: string;
  description: string;
  category: TCategory;
  price: number;
  originalPrice?: number;
  tags: string[];
  keywords: string[];
  /** Key of the developer in DEMO_DEVELOPERS. */
  developer: 'carlos' | 'valentina' | 'studio';
  status?: TProjectStatus;
  observations?: string;
  featured?: boolean;
  version?: string;
  extras?: TProjectExtras;
  /** Days before the seeding date it was published (sets the store's order). */
  publishedDaysAgo?: number;
};

const audience = 'Personas y pequeños equipos que quieren resolverlo desde el navegador, sin instalar nada.';

/** The five sample apps of the product description, then a wider catalogue in every category and status. */
export const DEMO_APPS: TDemoApp[] = [
  ...DEMO_SAMPLE_APPS,
  // ---- The wider catalogue ----
  demo(
    'galeria-de-imagenes',
    'Galería de Imágenes',
    'Crea galerías web de tus fotos y compártelas con un enlace.',
    'ENTERTAINMENT',
    4.99,
    'valentina',
    ['galería', 'fotos'],
    2,
  ),
  demo(
    'compresor-de-archivos',
    'Compresor de Archivos',
    'Comprime imágenes y documentos PDF antes de subirlos a la web.',
    'WEB_DEVELOPMENT',
    0,
    'carlos',
    ['archivos', 'pdf'],
    4,
  ),
  demo(
    'generador-de-paletas',
    'Generador de Paletas',
    'Encuentra paletas de colores armoniosas para tu próxima marca.',
    'DESIGN_TEMPLATES',
    3.5,
    'studio',
    ['colores', 'diseño'],
    6,
  ),
  demo(
    'control-de-gastos',
    'Control de Gastos',
    'Registra tus gastos del mes y mira en qué se va tu dinero.',
    'BUSINESS_TOOLS',
    5.99,
    'valentina',
    ['finanzas', 'gastos'],
    7,
  ),
  demo(
    'tienda-en-una-pagina',
    'Tienda en una Página',
    'Publica un catálogo de productos con carrito y pedidos por WhatsApp.',
    'ECOMMERCE',
    24.0,
    'carlos',
    ['tienda', 'catálogo'],
    9,
  ),
  demo(
    'cronometro-pomodoro',
    'Cronómetro Pomodoro',
    'Trabaja en bloques de 25 minutos con descansos y estadísticas.',
    'PRODUCTIVITY_TOOLS',
    0,
    'studio',
    ['pomodoro', 'enfoque'],
    10,
  ),
  demo(
    'trivia-latam',
    'Trivia Latam',
    'Preguntas de cultura general sobre América Latina para jugar en grupo.',
    'GAMES',
    1.99,
    'carlos',
    ['trivia', 'preguntas'],
    11,
  ),
  demo(
    'conversor-de-unidades',
    'Conversor de Unidades',
    'Convierte medidas, monedas y temperaturas al instante y sin conexión.',
    'MOBILE_APPS',
    0,
    'valentina',
    ['conversor', 'unidades'],
    13,
  ),
  demo(
    'firma-de-documentos',
    'Firma de Documentos',
    'Firma documentos PDF con tu dedo o ratón y descárgalos firmados.',
    'BUSINESS_TOOLS',
    9.99,
    'carlos',
    ['firma', 'pdf'],
    14,
  ),
  demo(
    'plantillas-de-cv',
    'Plantillas de CV',
    'Diez plantillas de hoja de vida modernas, listas para imprimir en PDF.',
    'DESIGN_TEMPLATES',
    6.0,
    'valentina',
    ['cv', 'plantillas'],
    16,
  ),
  demo(
    'radio-retro',
    'Radio Retro',
    'Escucha emisoras de radio en línea con una interfaz de radio antigua.',
    'ENTERTAINMENT',
    0,
    'studio',
    ['radio', 'música'],
    18,
  ),
  demo(
    'tabla-periodica-interactiva',
    'Tabla Periódica Interactiva',
    'Explora los elementos químicos con fichas, gráficos y cuestionarios.',
    'EDUCATION',
    0,
    'valentina',
    ['química', 'ciencia'],
    19,
  ),
  demo(
    'markdown-a-html',
    'Markdown a HTML',
    'Escribe en Markdown con vista previa y exporta HTML limpio.',
    'WEB_DEVELOPMENT',
    2.99,
    'carlos',
    ['markdown', 'html'],
    20,
  ),
  demo(
    'notas-de-escritorio',
    'Notas de Escritorio',
    'Notas adhesivas que viven en una pestaña fija de tu escritorio.',
    'DESKTOP_SOFTWARE',
    0,
    'studio',
    ['notas', 'escritorio'],
    21,
  ),
  demo(
    'calculadora-de-envios',
    'Calculadora de Envíos',
    'Calcula el costo de enviar paquetes a cualquier ciudad de Colombia.',
    'ECOMMERCE',
    4.5,
    'valentina',
    ['envíos', 'logística'],
    22,
  ),
  demo(
    'gestor-de-usuarios',
    'Gestor de Usuarios',
    'Lleva la lista de usuarios de tu club, con cuotas y recordatorios.',
    'OTHER',
    8.0,
    'carlos',
    ['socios', 'cuotas'],
    23,
  ),
  demo(
    'descargas-ordenadas',
    'Descargas Ordenadas',
    'Ordena las descargas de tu navegador por tipo, fecha y proyecto.',
    'DESKTOP_SOFTWARE',
    3.0,
    'carlos',
    ['descargas', 'orden'],
    24,
  ),
  demo(
    'memoria-animal',
    'Memoria Animal',
    'Juego de memoria con animales para los más pequeños de la casa.',
    'GAMES',
    0,
    'valentina',
    ['niños', 'memoria'],
    25,
  ),
  demo(
    'agenda-de-citas',
    'Agenda de Citas',
    'Tus clientes reservan cita en tu horario disponible desde un enlace.',
    'MOBILE_APPS',
    11.0,
    'valentina',
    ['citas', 'reservas'],
    26,
  ),
  demo(
    'quiz-de-ingles',
    'Quiz de Inglés',
    'Practica vocabulario y gramática inglesa con cuestionarios cortos.',
    'EDUCATION',
    2.5,
    'studio',
    ['inglés', 'idiomas'],
    27,
  ),
  // Not in the store: in review, rejected (draft with the reviewer's note), pending and suspended.
  {
    ...demo(
      'planificador-de-viajes',
      'Planificador de Viajes',
      'Planifica itinerarios día a día con mapas, presupuesto y reservas.',
      'PRODUCTIVITY_TOOLS',
      6.5,
      'carlos',
      ['viajes', 'itinerario'],
    ),
    status: 'UNDER_REVIEW',
  },
  {
    ...demo(
      'subir-fotos-en-lote',
      'Subir Fotos en Lote',
      'Sube decenas de fotos a la vez y renómbralas con un patrón.',
      'WEB_DEVELOPMENT',
      0,
      'valentina',
      ['fotos', 'lote'],
    ),
    status: 'UNDER_REVIEW',
  },
  {
    ...demo(
      'mapa-de-calor-web',
      'Mapa de Calor Web',
      'Descubre dónde hacen clic los visitantes de tu página web.',
      'WEB_DEVELOPMENT',
      15.0,
      'carlos',
      ['analítica', 'clics'],
    ),
    status: 'DRAFT',
    observations: 'Faltan capturas de pantalla reales de la aplicación y la política de privacidad.',
  },
  {
    ...demo(
      'recetas-de-la-abuela',
      'Recetas de la Abuela',
      'Recetario familiar con lista de la compra y temporizador de cocina.',
      'OTHER',
      0,
      'valentina',
      ['cocina', 'recetas'],
    ),
    status: 'PENDING',
  },
  {
    ...demo(
      'contador-de-calorias',
      'Contador de Calorías',
      'Registra lo que comes y sigue tus calorías y macronutrientes.',
      'MOBILE_APPS',
      0,
      'carlos',
      ['salud', 'nutrición'],
      40,
    ),
    status: 'SUSPENDED',
    observations: 'Proyecto suspendido por el desarrollador',
  },
];

function demo(
  slug: string,
  name: string,
  shortDescription: string,
  category: TCategory,
  price: number,
  developer: TDemoApp['developer'],
  tags: string[],
  publishedDaysAgo?: number,
): TDemoApp {
  return {
    slug,
    name,
    shortDescription,
    description: `${shortDescription} Funciona en cualquier navegador moderno, no necesita instalación ni base de datos y guarda tus datos en tu propio equipo. ${audience}`,
    category,
    price,
    tags: [...tags, 'web'],
    keywords: [...tags, 'navegador', 'app'],
    developer,
    publishedDaysAgo,
  };
}
