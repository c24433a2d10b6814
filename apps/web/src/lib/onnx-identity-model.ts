/**
 * Builds the smallest useful ONNX model — y = Identity(x) over float[1] — as protobuf bytes,
 * so the ML runtime can be warmed up without shipping a model file.
 */
function varint(value: number): number[] {
  const out: number[] = [];
  let v = value;
  while (v > 0x7f) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}

const utf8 = (s: string) => Array.from(new TextEncoder().encode(s));
const intField = (field: number, value: number) => [...varint(field << 3), ...varint(value)];
const bytesField = (field: number, bytes: number[]) => [...varint((field << 3) | 2), ...varint(bytes.length), ...bytes];
const stringField = (field: number, s: string) => bytesField(field, utf8(s));

function floatVectorInfo(name: string): number[] {
  const dimension = intField(1, 1); // dim_value: 1
  const shape = bytesField(1, dimension); // TensorShapeProto.dim
  const tensorType = [...intField(1, 1), ...bytesField(2, shape)]; // elem_type FLOAT, shape
  const typeProto = bytesField(1, tensorType); // TypeProto.tensor_type
  return [...stringField(1, name), ...bytesField(2, typeProto)];
}

export function buildIdentityModel(): Uint8Array {
  const node = [
    ...stringField(1, 'x'),
    ...stringField(2, 'y'),
    ...stringField(3, 'warmup'),
    ...stringField(4, 'Identity'),
  ];
  const graph = [
    ...bytesField(1, node),
    ...stringField(2, 'offerpilot-warmup'),
    ...bytesField(11, floatVectorInfo('x')),
    ...bytesField(12, floatVectorInfo('y')),
  ];
  const opset = [...stringField(1, ''), ...intField(2, 13)];
  const model = [...intField(1, 8), ...bytesField(7, graph), ...bytesField(8, opset)];
  return new Uint8Array(model);
}
