import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.BasicVerifier;
import org.objectweb.asm.util.CheckClassAdapter;

/** ASM: generate a class (frames computed), load and run it, analyse it with the tree API. */
public class AsmDemo implements Opcodes {
    static byte[] generate() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(V1_8, ACC_PUBLIC | ACC_SUPER, "gen/Collatz", null, "java/lang/Object", new String[] { "java/util/function/IntUnaryOperator" });
        MethodVisitor init = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(ALOAD, 0);
        init.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        init.visitInsn(RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        // int applyAsInt(int n): the number of Collatz steps from n to 1.
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "applyAsInt", "(I)I", null, null);
        mv.visitCode();
        mv.visitInsn(ICONST_0);
        mv.visitVarInsn(ISTORE, 2);
        Label loop = new Label(), odd = new Label(), next = new Label(), done = new Label();
        mv.visitLabel(loop);
        mv.visitVarInsn(ILOAD, 1);
        mv.visitInsn(ICONST_1);
        mv.visitJumpInsn(IF_ICMPLE, done);
        mv.visitVarInsn(ILOAD, 1);
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IAND);
        mv.visitJumpInsn(IFNE, odd);
        mv.visitVarInsn(ILOAD, 1);
        mv.visitInsn(ICONST_1);
        mv.visitInsn(ISHR);
        mv.visitVarInsn(ISTORE, 1);
        mv.visitJumpInsn(GOTO, next);
        mv.visitLabel(odd);
        mv.visitVarInsn(ILOAD, 1);
        mv.visitInsn(ICONST_3);
        mv.visitInsn(IMUL);
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IADD);
        mv.visitVarInsn(ISTORE, 1);
        mv.visitLabel(next);
        mv.visitIincInsn(2, 1);
        mv.visitJumpInsn(GOTO, loop);
        mv.visitLabel(done);
        mv.visitVarInsn(ILOAD, 2);
        mv.visitInsn(IRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    static class Loader extends ClassLoader {
        Class<?> define(String name, byte[] b) { return defineClass(name, b, 0, b.length); }
    }

    public static void main(String[] args) throws Exception {
        byte[] bytes = generate();
        System.out.println("generated " + bytes.length + " bytes");
        Class<?> c = new Loader().define("gen.Collatz", bytes);
        java.util.function.IntUnaryOperator op = (java.util.function.IntUnaryOperator) c.getDeclaredConstructor().newInstance();
        StringBuilder sb = new StringBuilder();
        for (int n = 1; n <= 12; n++) sb.append(op.applyAsInt(n)).append(' ');
        System.out.println("collatz steps: " + sb.toString().trim() + "; 27 -> " + op.applyAsInt(27));

        StringWriter sw = new StringWriter();
        CheckClassAdapter.verify(new ClassReader(bytes), false, new PrintWriter(sw));
        System.out.println("check: " + (sw.toString().isEmpty() ? "ok" : sw));

        ClassNode node = new ClassNode();
        new ClassReader(AsmDemo.class.getName().replace('.', '/')).accept(node, 0);
        System.out.println("AsmDemo: " + node.methods.size() + " methods, interfaces " + node.interfaces);
        for (MethodNode m : (List<MethodNode>) node.methods) {
            Analyzer<BasicValue> a = new Analyzer<>(new BasicVerifier());
            a.analyze(node.name, m);
            System.out.println("  " + m.name + m.desc + ": " + m.instructions.size() + " instructions, max stack " + m.maxStack + ", locals " + m.maxLocals + ", verified");
        }
    }
}
