// As in Umi's entry (src/.umi/umi.ts), the global module runs before anything else.
import '../../src/global';
