module @dequant {
  func.func @dq_f32(%arg0: tensor<4x24xi8>) -> tensor<4x6xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 6, 4] : tensor<4x24xi8> into tensor<4x6x4xi8>
    %1 = tensor.empty() : tensor<4x6xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1, 0)>, affine_map<(d0, d1) -> (d0, d1, 1)>, affine_map<(d0, d1) -> (d0, d1, 2)>, affine_map<(d0, d1) -> (d0, d1, 3)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %0, %0, %0 : tensor<4x6x4xi8>, tensor<4x6x4xi8>, tensor<4x6x4xi8>, tensor<4x6x4xi8>) outs(%1 : tensor<4x6xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: f32):
      %8 = arith.extui %3 : i8 to i32
      %9 = arith.extui %4 : i8 to i32
      %10 = arith.constant 8 : i32
      %11 = arith.shli %9, %10 : i32
      %12 = arith.ori %8, %11 : i32
      %13 = arith.extui %5 : i8 to i32
      %14 = arith.constant 16 : i32
      %15 = arith.shli %13, %14 : i32
      %16 = arith.ori %12, %15 : i32
      %17 = arith.extui %6 : i8 to i32
      %18 = arith.constant 24 : i32
      %19 = arith.shli %17, %18 : i32
      %20 = arith.ori %16, %19 : i32
      %21 = arith.bitcast %20 : i32 to f32
      linalg.yield %21 : f32
    } -> tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func @dq_f16(%arg0: tensor<4x12xi8>) -> tensor<4x6xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 6, 2] : tensor<4x12xi8> into tensor<4x6x2xi8>
    %1 = tensor.empty() : tensor<4x6xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1, 0)>, affine_map<(d0, d1) -> (d0, d1, 1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %0 : tensor<4x6x2xi8>, tensor<4x6x2xi8>) outs(%1 : tensor<4x6xf32>) {
    ^bb0(%3: i8, %4: i8, %5: f32):
      %6 = arith.extui %3 : i8 to i16
      %7 = arith.extui %4 : i8 to i16
      %8 = arith.constant 8 : i16
      %9 = arith.shli %7, %8 : i16
      %10 = arith.ori %6, %9 : i16
      %11 = arith.bitcast %10 : i16 to f16
      %12 = arith.extf %11 : f16 to f32
      linalg.yield %12 : f32
    } -> tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func @dq_q4_0(%arg0: tensor<4x54xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 18] : tensor<4x54xi8> into tensor<4x3x18xi8>
    %1 = tensor.empty() : tensor<4x3x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0 : tensor<4x3x18xi8>, tensor<4x3x18xi8>, tensor<4x3x18xi8>) outs(%1 : tensor<4x3x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: f32):
      %7 = linalg.index 2 : index
      %8 = arith.index_cast %7 : index to i32
      %9 = arith.extui %5 : i8 to i32
      %10 = arith.constant 4 : i32
      %11 = arith.muli %8, %10 : i32
      %12 = arith.shrui %9, %11 : i32
      %13 = arith.constant 15 : i32
      %14 = arith.andi %12, %13 : i32
      %15 = arith.constant 8 : i32
      %16 = arith.subi %14, %15 : i32
      %17 = arith.sitofp %16 : i32 to f32
      %18 = arith.extui %3 : i8 to i16
      %19 = arith.extui %4 : i8 to i16
      %20 = arith.constant 8 : i16
      %21 = arith.shli %19, %20 : i16
      %22 = arith.ori %18, %21 : i16
      %23 = arith.bitcast %22 : i16 to f16
      %24 = arith.extf %23 : f16 to f32
      %25 = arith.mulf %17, %24 : f32
      linalg.yield %25 : f32
    } -> tensor<4x3x2x16xf32>
    %26 = tensor.collapse_shape %2 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %26 : tensor<4x96xf32>
  }
  func.func @dq_q4_0_ibm(%arg0: tensor<3x4x18xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0 : tensor<3x4x18xi8>, tensor<3x4x18xi8>, tensor<3x4x18xi8>) outs(%0 : tensor<4x3x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: f32):
      %6 = linalg.index 2 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.extui %4 : i8 to i32
      %9 = arith.constant 4 : i32
      %10 = arith.muli %7, %9 : i32
      %11 = arith.shrui %8, %10 : i32
      %12 = arith.constant 15 : i32
      %13 = arith.andi %11, %12 : i32
      %14 = arith.constant 8 : i32
      %15 = arith.subi %13, %14 : i32
      %16 = arith.sitofp %15 : i32 to f32
      %17 = arith.extui %2 : i8 to i16
      %18 = arith.extui %3 : i8 to i16
      %19 = arith.constant 8 : i16
      %20 = arith.shli %18, %19 : i16
      %21 = arith.ori %17, %20 : i16
      %22 = arith.bitcast %21 : i16 to f16
      %23 = arith.extf %22 : f16 to f32
      %24 = arith.mulf %16, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<4x3x2x16xf32>
    %25 = tensor.collapse_shape %1 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %25 : tensor<4x96xf32>
  }
  func.func @dq_q4_1(%arg0: tensor<4x60xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 20] : tensor<4x60xi8> into tensor<4x3x20xi8>
    %1 = tensor.empty() : tensor<4x3x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3 + 4)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0 : tensor<4x3x20xi8>, tensor<4x3x20xi8>, tensor<4x3x20xi8>, tensor<4x3x20xi8>, tensor<4x3x20xi8>) outs(%1 : tensor<4x3x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = linalg.index 2 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = arith.extui %7 : i8 to i32
      %12 = arith.constant 4 : i32
      %13 = arith.muli %10, %12 : i32
      %14 = arith.shrui %11, %13 : i32
      %15 = arith.constant 15 : i32
      %16 = arith.andi %14, %15 : i32
      %17 = arith.sitofp %16 : i32 to f32
      %18 = arith.extui %3 : i8 to i16
      %19 = arith.extui %4 : i8 to i16
      %20 = arith.constant 8 : i16
      %21 = arith.shli %19, %20 : i16
      %22 = arith.ori %18, %21 : i16
      %23 = arith.bitcast %22 : i16 to f16
      %24 = arith.extf %23 : f16 to f32
      %25 = arith.mulf %17, %24 : f32
      %26 = arith.extui %5 : i8 to i16
      %27 = arith.extui %6 : i8 to i16
      %28 = arith.constant 8 : i16
      %29 = arith.shli %27, %28 : i16
      %30 = arith.ori %26, %29 : i16
      %31 = arith.bitcast %30 : i16 to f16
      %32 = arith.extf %31 : f16 to f32
      %33 = arith.addf %25, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<4x3x2x16xf32>
    %34 = tensor.collapse_shape %2 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %34 : tensor<4x96xf32>
  }
  func.func @dq_q4_1_ibm(%arg0: tensor<3x4x20xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, 2)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, 3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3 + 4)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x20xi8>, tensor<3x4x20xi8>, tensor<3x4x20xi8>, tensor<3x4x20xi8>, tensor<3x4x20xi8>) outs(%0 : tensor<4x3x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: f32):
      %8 = linalg.index 2 : index
      %9 = arith.index_cast %8 : index to i32
      %10 = arith.extui %6 : i8 to i32
      %11 = arith.constant 4 : i32
      %12 = arith.muli %9, %11 : i32
      %13 = arith.shrui %10, %12 : i32
      %14 = arith.constant 15 : i32
      %15 = arith.andi %13, %14 : i32
      %16 = arith.sitofp %15 : i32 to f32
      %17 = arith.extui %2 : i8 to i16
      %18 = arith.extui %3 : i8 to i16
      %19 = arith.constant 8 : i16
      %20 = arith.shli %18, %19 : i16
      %21 = arith.ori %17, %20 : i16
      %22 = arith.bitcast %21 : i16 to f16
      %23 = arith.extf %22 : f16 to f32
      %24 = arith.mulf %16, %23 : f32
      %25 = arith.extui %4 : i8 to i16
      %26 = arith.extui %5 : i8 to i16
      %27 = arith.constant 8 : i16
      %28 = arith.shli %26, %27 : i16
      %29 = arith.ori %25, %28 : i16
      %30 = arith.bitcast %29 : i16 to f16
      %31 = arith.extf %30 : f16 to f32
      %32 = arith.addf %24, %31 : f32
      linalg.yield %32 : f32
    } -> tensor<4x3x2x16xf32>
    %33 = tensor.collapse_shape %1 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %33 : tensor<4x96xf32>
  }
  func.func @dq_q5_0(%arg0: tensor<4x66xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 22] : tensor<4x66xi8> into tensor<4x3x22xi8>
    %1 = tensor.empty() : tensor<4x3x2x2x8xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + d3 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3 * 8 + d4 + 6)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0 : tensor<4x3x22xi8>, tensor<4x3x22xi8>, tensor<4x3x22xi8>, tensor<4x3x22xi8>) outs(%1 : tensor<4x3x2x2x8xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: f32):
      %8 = arith.extui %5 : i8 to i32
      %9 = linalg.index 4 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = arith.shrui %8, %10 : i32
      %12 = arith.constant 1 : i32
      %13 = arith.andi %11, %12 : i32
      %14 = linalg.index 2 : index
      %15 = arith.index_cast %14 : index to i32
      %16 = arith.extui %6 : i8 to i32
      %17 = arith.constant 4 : i32
      %18 = arith.muli %15, %17 : i32
      %19 = arith.shrui %16, %18 : i32
      %20 = arith.constant 15 : i32
      %21 = arith.andi %19, %20 : i32
      %22 = arith.constant 4 : i32
      %23 = arith.shli %13, %22 : i32
      %24 = arith.ori %21, %23 : i32
      %25 = arith.constant 16 : i32
      %26 = arith.subi %24, %25 : i32
      %27 = arith.sitofp %26 : i32 to f32
      %28 = arith.extui %3 : i8 to i16
      %29 = arith.extui %4 : i8 to i16
      %30 = arith.constant 8 : i16
      %31 = arith.shli %29, %30 : i16
      %32 = arith.ori %28, %31 : i16
      %33 = arith.bitcast %32 : i16 to f16
      %34 = arith.extf %33 : f16 to f32
      %35 = arith.mulf %27, %34 : f32
      linalg.yield %35 : f32
    } -> tensor<4x3x2x2x8xf32>
    %36 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4]] : tensor<4x3x2x2x8xf32> into tensor<4x96xf32>
    return %36 : tensor<4x96xf32>
  }
  func.func @dq_q5_0_ibm(%arg0: tensor<3x4x22xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x2x2x8xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2 * 2 + d3 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3 * 8 + d4 + 6)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0 : tensor<3x4x22xi8>, tensor<3x4x22xi8>, tensor<3x4x22xi8>, tensor<3x4x22xi8>) outs(%0 : tensor<4x3x2x2x8xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: f32):
      %7 = arith.extui %4 : i8 to i32
      %8 = linalg.index 4 : index
      %9 = arith.index_cast %8 : index to i32
      %10 = arith.shrui %7, %9 : i32
      %11 = arith.constant 1 : i32
      %12 = arith.andi %10, %11 : i32
      %13 = linalg.index 2 : index
      %14 = arith.index_cast %13 : index to i32
      %15 = arith.extui %5 : i8 to i32
      %16 = arith.constant 4 : i32
      %17 = arith.muli %14, %16 : i32
      %18 = arith.shrui %15, %17 : i32
      %19 = arith.constant 15 : i32
      %20 = arith.andi %18, %19 : i32
      %21 = arith.constant 4 : i32
      %22 = arith.shli %12, %21 : i32
      %23 = arith.ori %20, %22 : i32
      %24 = arith.constant 16 : i32
      %25 = arith.subi %23, %24 : i32
      %26 = arith.sitofp %25 : i32 to f32
      %27 = arith.extui %2 : i8 to i16
      %28 = arith.extui %3 : i8 to i16
      %29 = arith.constant 8 : i16
      %30 = arith.shli %28, %29 : i16
      %31 = arith.ori %27, %30 : i16
      %32 = arith.bitcast %31 : i16 to f16
      %33 = arith.extf %32 : f16 to f32
      %34 = arith.mulf %26, %33 : f32
      linalg.yield %34 : f32
    } -> tensor<4x3x2x2x8xf32>
    %35 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4]] : tensor<4x3x2x2x8xf32> into tensor<4x96xf32>
    return %35 : tensor<4x96xf32>
  }
  func.func @dq_q5_1(%arg0: tensor<4x72xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 24] : tensor<4x72xi8> into tensor<4x3x24xi8>
    %1 = tensor.empty() : tensor<4x3x2x2x8xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + d3 + 4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3 * 8 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0 : tensor<4x3x24xi8>, tensor<4x3x24xi8>, tensor<4x3x24xi8>, tensor<4x3x24xi8>, tensor<4x3x24xi8>, tensor<4x3x24xi8>) outs(%1 : tensor<4x3x2x2x8xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: f32):
      %10 = arith.extui %7 : i8 to i32
      %11 = linalg.index 4 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.shrui %10, %12 : i32
      %14 = arith.constant 1 : i32
      %15 = arith.andi %13, %14 : i32
      %16 = linalg.index 2 : index
      %17 = arith.index_cast %16 : index to i32
      %18 = arith.extui %8 : i8 to i32
      %19 = arith.constant 4 : i32
      %20 = arith.muli %17, %19 : i32
      %21 = arith.shrui %18, %20 : i32
      %22 = arith.constant 15 : i32
      %23 = arith.andi %21, %22 : i32
      %24 = arith.constant 4 : i32
      %25 = arith.shli %15, %24 : i32
      %26 = arith.ori %23, %25 : i32
      %27 = arith.sitofp %26 : i32 to f32
      %28 = arith.extui %3 : i8 to i16
      %29 = arith.extui %4 : i8 to i16
      %30 = arith.constant 8 : i16
      %31 = arith.shli %29, %30 : i16
      %32 = arith.ori %28, %31 : i16
      %33 = arith.bitcast %32 : i16 to f16
      %34 = arith.extf %33 : f16 to f32
      %35 = arith.mulf %27, %34 : f32
      %36 = arith.extui %5 : i8 to i16
      %37 = arith.extui %6 : i8 to i16
      %38 = arith.constant 8 : i16
      %39 = arith.shli %37, %38 : i16
      %40 = arith.ori %36, %39 : i16
      %41 = arith.bitcast %40 : i16 to f16
      %42 = arith.extf %41 : f16 to f32
      %43 = arith.addf %35, %42 : f32
      linalg.yield %43 : f32
    } -> tensor<4x3x2x2x8xf32>
    %44 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4]] : tensor<4x3x2x2x8xf32> into tensor<4x96xf32>
    return %44 : tensor<4x96xf32>
  }
  func.func @dq_q5_1_ibm(%arg0: tensor<3x4x24xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x2x2x8xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 3)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2 * 2 + d3 + 4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3 * 8 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x24xi8>, tensor<3x4x24xi8>, tensor<3x4x24xi8>, tensor<3x4x24xi8>, tensor<3x4x24xi8>, tensor<3x4x24xi8>) outs(%0 : tensor<4x3x2x2x8xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = arith.extui %6 : i8 to i32
      %10 = linalg.index 4 : index
      %11 = arith.index_cast %10 : index to i32
      %12 = arith.shrui %9, %11 : i32
      %13 = arith.constant 1 : i32
      %14 = arith.andi %12, %13 : i32
      %15 = linalg.index 2 : index
      %16 = arith.index_cast %15 : index to i32
      %17 = arith.extui %7 : i8 to i32
      %18 = arith.constant 4 : i32
      %19 = arith.muli %16, %18 : i32
      %20 = arith.shrui %17, %19 : i32
      %21 = arith.constant 15 : i32
      %22 = arith.andi %20, %21 : i32
      %23 = arith.constant 4 : i32
      %24 = arith.shli %14, %23 : i32
      %25 = arith.ori %22, %24 : i32
      %26 = arith.sitofp %25 : i32 to f32
      %27 = arith.extui %2 : i8 to i16
      %28 = arith.extui %3 : i8 to i16
      %29 = arith.constant 8 : i16
      %30 = arith.shli %28, %29 : i16
      %31 = arith.ori %27, %30 : i16
      %32 = arith.bitcast %31 : i16 to f16
      %33 = arith.extf %32 : f16 to f32
      %34 = arith.mulf %26, %33 : f32
      %35 = arith.extui %4 : i8 to i16
      %36 = arith.extui %5 : i8 to i16
      %37 = arith.constant 8 : i16
      %38 = arith.shli %36, %37 : i16
      %39 = arith.ori %35, %38 : i16
      %40 = arith.bitcast %39 : i16 to f16
      %41 = arith.extf %40 : f16 to f32
      %42 = arith.addf %34, %41 : f32
      linalg.yield %42 : f32
    } -> tensor<4x3x2x2x8xf32>
    %43 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4]] : tensor<4x3x2x2x8xf32> into tensor<4x96xf32>
    return %43 : tensor<4x96xf32>
  }
  func.func @dq_q8_0(%arg0: tensor<4x102xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 34] : tensor<4x102xi8> into tensor<4x3x34xi8>
    %1 = tensor.empty() : tensor<4x3x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2 + 2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %0, %0 : tensor<4x3x34xi8>, tensor<4x3x34xi8>, tensor<4x3x34xi8>) outs(%1 : tensor<4x3x32xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: f32):
      %7 = arith.sitofp %5 : i8 to f32
      %8 = arith.extui %3 : i8 to i16
      %9 = arith.extui %4 : i8 to i16
      %10 = arith.constant 8 : i16
      %11 = arith.shli %9, %10 : i16
      %12 = arith.ori %8, %11 : i16
      %13 = arith.bitcast %12 : i16 to f16
      %14 = arith.extf %13 : f16 to f32
      %15 = arith.mulf %7, %14 : f32
      linalg.yield %15 : f32
    } -> tensor<4x3x32xf32>
    %16 = tensor.collapse_shape %2 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %16 : tensor<4x96xf32>
  }
  func.func @dq_q8_0_ibm(%arg0: tensor<3x4x34xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, 0)>, affine_map<(d0, d1, d2) -> (d1, d0, 1)>, affine_map<(d0, d1, d2) -> (d1, d0, d2 + 2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0 : tensor<3x4x34xi8>, tensor<3x4x34xi8>, tensor<3x4x34xi8>) outs(%0 : tensor<4x3x32xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: f32):
      %6 = arith.sitofp %4 : i8 to f32
      %7 = arith.extui %2 : i8 to i16
      %8 = arith.extui %3 : i8 to i16
      %9 = arith.constant 8 : i16
      %10 = arith.shli %8, %9 : i16
      %11 = arith.ori %7, %10 : i16
      %12 = arith.bitcast %11 : i16 to f16
      %13 = arith.extf %12 : f16 to f32
      %14 = arith.mulf %6, %13 : f32
      linalg.yield %14 : f32
    } -> tensor<4x3x32xf32>
    %15 = tensor.collapse_shape %1 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %15 : tensor<4x96xf32>
  }
  func.func @dq_q8_1(%arg0: tensor<4x108xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 36] : tensor<4x108xi8> into tensor<4x3x36xi8>
    %1 = tensor.empty() : tensor<4x3x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2 + 4)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %0, %0 : tensor<4x3x36xi8>, tensor<4x3x36xi8>, tensor<4x3x36xi8>) outs(%1 : tensor<4x3x32xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: f32):
      %7 = arith.sitofp %5 : i8 to f32
      %8 = arith.extui %3 : i8 to i16
      %9 = arith.extui %4 : i8 to i16
      %10 = arith.constant 8 : i16
      %11 = arith.shli %9, %10 : i16
      %12 = arith.ori %8, %11 : i16
      %13 = arith.bitcast %12 : i16 to f16
      %14 = arith.extf %13 : f16 to f32
      %15 = arith.mulf %7, %14 : f32
      linalg.yield %15 : f32
    } -> tensor<4x3x32xf32>
    %16 = tensor.collapse_shape %2 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %16 : tensor<4x96xf32>
  }
  func.func @dq_q8_1_ibm(%arg0: tensor<3x4x36xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, 0)>, affine_map<(d0, d1, d2) -> (d1, d0, 1)>, affine_map<(d0, d1, d2) -> (d1, d0, d2 + 4)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0 : tensor<3x4x36xi8>, tensor<3x4x36xi8>, tensor<3x4x36xi8>) outs(%0 : tensor<4x3x32xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: f32):
      %6 = arith.sitofp %4 : i8 to f32
      %7 = arith.extui %2 : i8 to i16
      %8 = arith.extui %3 : i8 to i16
      %9 = arith.constant 8 : i16
      %10 = arith.shli %8, %9 : i16
      %11 = arith.ori %7, %10 : i16
      %12 = arith.bitcast %11 : i16 to f16
      %13 = arith.extf %12 : f16 to f32
      %14 = arith.mulf %6, %13 : f32
      linalg.yield %14 : f32
    } -> tensor<4x3x32xf32>
    %15 = tensor.collapse_shape %1 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %15 : tensor<4x96xf32>
  }
  func.func @dq_q2_k(%arg0: tensor<4x252xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 84] : tensor<4x252xi8> into tensor<4x3x84xi8>
    %1 = tensor.empty() : tensor<4x3x2x4x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 8 + d3 * 2 + d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 32 + d4 * 16 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 80)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 81)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 82)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 83)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0 : tensor<4x3x84xi8>, tensor<4x3x84xi8>, tensor<4x3x84xi8>, tensor<4x3x84xi8>, tensor<4x3x84xi8>, tensor<4x3x84xi8>) outs(%1 : tensor<4x3x2x4x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: f32):
      %10 = arith.extui %3 : i8 to i32
      %11 = arith.extui %5 : i8 to i16
      %12 = arith.extui %6 : i8 to i16
      %13 = arith.constant 8 : i16
      %14 = arith.shli %12, %13 : i16
      %15 = arith.ori %11, %14 : i16
      %16 = arith.bitcast %15 : i16 to f16
      %17 = arith.extf %16 : f16 to f32
      %18 = arith.constant 15 : i32
      %19 = arith.andi %10, %18 : i32
      %20 = arith.sitofp %19 : i32 to f32
      %21 = arith.mulf %17, %20 : f32
      %22 = arith.extui %7 : i8 to i16
      %23 = arith.extui %8 : i8 to i16
      %24 = arith.constant 8 : i16
      %25 = arith.shli %23, %24 : i16
      %26 = arith.ori %22, %25 : i16
      %27 = arith.bitcast %26 : i16 to f16
      %28 = arith.extf %27 : f16 to f32
      %29 = arith.constant 4 : i32
      %30 = arith.shrui %10, %29 : i32
      %31 = arith.sitofp %30 : i32 to f32
      %32 = arith.mulf %28, %31 : f32
      %33 = arith.extui %4 : i8 to i32
      %34 = linalg.index 3 : index
      %35 = arith.index_cast %34 : index to i32
      %36 = arith.constant 2 : i32
      %37 = arith.muli %35, %36 : i32
      %38 = arith.shrui %33, %37 : i32
      %39 = arith.constant 3 : i32
      %40 = arith.andi %38, %39 : i32
      %41 = arith.sitofp %40 : i32 to f32
      %42 = arith.mulf %21, %41 : f32
      %43 = arith.subf %42, %32 : f32
      linalg.yield %43 : f32
    } -> tensor<4x3x2x4x2x16xf32>
    %44 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x2x4x2x16xf32> into tensor<4x768xf32>
    return %44 : tensor<4x768xf32>
  }
  func.func @dq_q2_k_ibm(%arg0: tensor<3x4x84xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x2x4x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 8 + d3 * 2 + d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 32 + d4 * 16 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 80)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 81)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 82)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 83)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x84xi8>, tensor<3x4x84xi8>, tensor<3x4x84xi8>, tensor<3x4x84xi8>, tensor<3x4x84xi8>, tensor<3x4x84xi8>) outs(%0 : tensor<4x3x2x4x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = arith.extui %2 : i8 to i32
      %10 = arith.extui %4 : i8 to i16
      %11 = arith.extui %5 : i8 to i16
      %12 = arith.constant 8 : i16
      %13 = arith.shli %11, %12 : i16
      %14 = arith.ori %10, %13 : i16
      %15 = arith.bitcast %14 : i16 to f16
      %16 = arith.extf %15 : f16 to f32
      %17 = arith.constant 15 : i32
      %18 = arith.andi %9, %17 : i32
      %19 = arith.sitofp %18 : i32 to f32
      %20 = arith.mulf %16, %19 : f32
      %21 = arith.extui %6 : i8 to i16
      %22 = arith.extui %7 : i8 to i16
      %23 = arith.constant 8 : i16
      %24 = arith.shli %22, %23 : i16
      %25 = arith.ori %21, %24 : i16
      %26 = arith.bitcast %25 : i16 to f16
      %27 = arith.extf %26 : f16 to f32
      %28 = arith.constant 4 : i32
      %29 = arith.shrui %9, %28 : i32
      %30 = arith.sitofp %29 : i32 to f32
      %31 = arith.mulf %27, %30 : f32
      %32 = arith.extui %3 : i8 to i32
      %33 = linalg.index 3 : index
      %34 = arith.index_cast %33 : index to i32
      %35 = arith.constant 2 : i32
      %36 = arith.muli %34, %35 : i32
      %37 = arith.shrui %32, %36 : i32
      %38 = arith.constant 3 : i32
      %39 = arith.andi %37, %38 : i32
      %40 = arith.sitofp %39 : i32 to f32
      %41 = arith.mulf %20, %40 : f32
      %42 = arith.subf %41, %31 : f32
      linalg.yield %42 : f32
    } -> tensor<4x3x2x4x2x16xf32>
    %43 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x2x4x2x16xf32> into tensor<4x768xf32>
    return %43 : tensor<4x768xf32>
  }
  func.func @dq_q3_k(%arg0: tensor<4x330xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 110] : tensor<4x330xi8> into tensor<4x3x110xi8>
    %1 = tensor.empty() : tensor<4x3x2x2x2x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d5 * 16 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 32 + d5 * 16 + d6 + 32)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3 * 4 + d4 * 2 + d5 + 96)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d4 * 2 + d5 + 104)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, 108)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, 109)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0 : tensor<4x3x110xi8>, tensor<4x3x110xi8>, tensor<4x3x110xi8>, tensor<4x3x110xi8>, tensor<4x3x110xi8>, tensor<4x3x110xi8>) outs(%1 : tensor<4x3x2x2x2x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: f32):
      %10 = linalg.index 2 : index
      %11 = arith.index_cast %10 : index to i32
      %12 = linalg.index 3 : index
      %13 = arith.index_cast %12 : index to i32
      %14 = linalg.index 4 : index
      %15 = arith.index_cast %14 : index to i32
      %16 = arith.constant 2 : i32
      %17 = arith.muli %13, %16 : i32
      %18 = arith.addi %17, %15 : i32
      %19 = arith.extui %3 : i8 to i32
      %20 = arith.constant 4 : i32
      %21 = arith.muli %11, %20 : i32
      %22 = arith.addi %21, %18 : i32
      %23 = arith.shrui %19, %22 : i32
      %24 = arith.constant 1 : i32
      %25 = arith.andi %23, %24 : i32
      %26 = arith.extui %4 : i8 to i32
      %27 = arith.constant 2 : i32
      %28 = arith.muli %18, %27 : i32
      %29 = arith.shrui %26, %28 : i32
      %30 = arith.constant 3 : i32
      %31 = arith.andi %29, %30 : i32
      %32 = arith.constant 4 : i32
      %33 = arith.muli %25, %32 : i32
      %34 = arith.addi %31, %33 : i32
      %35 = arith.constant 4 : i32
      %36 = arith.subi %34, %35 : i32
      %37 = arith.extui %5 : i8 to i32
      %38 = arith.constant 4 : i32
      %39 = arith.muli %11, %38 : i32
      %40 = arith.shrui %37, %39 : i32
      %41 = arith.constant 15 : i32
      %42 = arith.andi %40, %41 : i32
      %43 = arith.extui %6 : i8 to i32
      %44 = arith.constant 2 : i32
      %45 = arith.muli %11, %44 : i32
      %46 = arith.addi %45, %13 : i32
      %47 = arith.constant 2 : i32
      %48 = arith.muli %46, %47 : i32
      %49 = arith.shrui %43, %48 : i32
      %50 = arith.constant 3 : i32
      %51 = arith.andi %49, %50 : i32
      %52 = arith.constant 4 : i32
      %53 = arith.shli %51, %52 : i32
      %54 = arith.ori %42, %53 : i32
      %55 = arith.constant 32 : i32
      %56 = arith.subi %54, %55 : i32
      %57 = arith.extui %7 : i8 to i16
      %58 = arith.extui %8 : i8 to i16
      %59 = arith.constant 8 : i16
      %60 = arith.shli %58, %59 : i16
      %61 = arith.ori %57, %60 : i16
      %62 = arith.bitcast %61 : i16 to f16
      %63 = arith.extf %62 : f16 to f32
      %64 = arith.sitofp %56 : i32 to f32
      %65 = arith.mulf %63, %64 : f32
      %66 = arith.sitofp %36 : i32 to f32
      %67 = arith.mulf %65, %66 : f32
      linalg.yield %67 : f32
    } -> tensor<4x3x2x2x2x2x16xf32>
    %68 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5, 6]] : tensor<4x3x2x2x2x2x16xf32> into tensor<4x768xf32>
    return %68 : tensor<4x768xf32>
  }
  func.func @dq_q3_k_ibm(%arg0: tensor<3x4x110xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x2x2x2x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d5 * 16 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 * 32 + d5 * 16 + d6 + 32)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d3 * 4 + d4 * 2 + d5 + 96)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d4 * 2 + d5 + 104)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, 108)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, 109)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x110xi8>, tensor<3x4x110xi8>, tensor<3x4x110xi8>, tensor<3x4x110xi8>, tensor<3x4x110xi8>, tensor<3x4x110xi8>) outs(%0 : tensor<4x3x2x2x2x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = linalg.index 2 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = linalg.index 3 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = linalg.index 4 : index
      %14 = arith.index_cast %13 : index to i32
      %15 = arith.constant 2 : i32
      %16 = arith.muli %12, %15 : i32
      %17 = arith.addi %16, %14 : i32
      %18 = arith.extui %2 : i8 to i32
      %19 = arith.constant 4 : i32
      %20 = arith.muli %10, %19 : i32
      %21 = arith.addi %20, %17 : i32
      %22 = arith.shrui %18, %21 : i32
      %23 = arith.constant 1 : i32
      %24 = arith.andi %22, %23 : i32
      %25 = arith.extui %3 : i8 to i32
      %26 = arith.constant 2 : i32
      %27 = arith.muli %17, %26 : i32
      %28 = arith.shrui %25, %27 : i32
      %29 = arith.constant 3 : i32
      %30 = arith.andi %28, %29 : i32
      %31 = arith.constant 4 : i32
      %32 = arith.muli %24, %31 : i32
      %33 = arith.addi %30, %32 : i32
      %34 = arith.constant 4 : i32
      %35 = arith.subi %33, %34 : i32
      %36 = arith.extui %4 : i8 to i32
      %37 = arith.constant 4 : i32
      %38 = arith.muli %10, %37 : i32
      %39 = arith.shrui %36, %38 : i32
      %40 = arith.constant 15 : i32
      %41 = arith.andi %39, %40 : i32
      %42 = arith.extui %5 : i8 to i32
      %43 = arith.constant 2 : i32
      %44 = arith.muli %10, %43 : i32
      %45 = arith.addi %44, %12 : i32
      %46 = arith.constant 2 : i32
      %47 = arith.muli %45, %46 : i32
      %48 = arith.shrui %42, %47 : i32
      %49 = arith.constant 3 : i32
      %50 = arith.andi %48, %49 : i32
      %51 = arith.constant 4 : i32
      %52 = arith.shli %50, %51 : i32
      %53 = arith.ori %41, %52 : i32
      %54 = arith.constant 32 : i32
      %55 = arith.subi %53, %54 : i32
      %56 = arith.extui %6 : i8 to i16
      %57 = arith.extui %7 : i8 to i16
      %58 = arith.constant 8 : i16
      %59 = arith.shli %57, %58 : i16
      %60 = arith.ori %56, %59 : i16
      %61 = arith.bitcast %60 : i16 to f16
      %62 = arith.extf %61 : f16 to f32
      %63 = arith.sitofp %55 : i32 to f32
      %64 = arith.mulf %62, %63 : f32
      %65 = arith.sitofp %35 : i32 to f32
      %66 = arith.mulf %64, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<4x3x2x2x2x2x16xf32>
    %67 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4, 5, 6]] : tensor<4x3x2x2x2x2x16xf32> into tensor<4x768xf32>
    return %67 : tensor<4x768xf32>
  }
  func.func @dq_q4_k(%arg0: tensor<4x432xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 144] : tensor<4x432xi8> into tensor<4x3x144xi8>
    %1 = tensor.empty() : tensor<4x3x2x2x2x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 12)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 64 + d3 * 32 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0, %0, %0 : tensor<4x3x144xi8>, tensor<4x3x144xi8>, tensor<4x3x144xi8>, tensor<4x3x144xi8>, tensor<4x3x144xi8>, tensor<4x3x144xi8>, tensor<4x3x144xi8>, tensor<4x3x144xi8>) outs(%1 : tensor<4x3x2x2x2x32xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: i8, %11: f32):
      %12 = linalg.index 2 : index
      %13 = arith.index_cast %12 : index to i32
      %14 = arith.extui %7 : i8 to i32
      %15 = arith.extui %8 : i8 to i32
      %16 = arith.extui %9 : i8 to i32
      %17 = arith.constant 63 : i32
      %18 = arith.andi %14, %17 : i32
      %19 = arith.constant 63 : i32
      %20 = arith.andi %15, %19 : i32
      %21 = arith.constant 15 : i32
      %22 = arith.andi %16, %21 : i32
      %23 = arith.constant 6 : i32
      %24 = arith.shrui %14, %23 : i32
      %25 = arith.constant 4 : i32
      %26 = arith.shli %24, %25 : i32
      %27 = arith.ori %22, %26 : i32
      %28 = arith.constant 4 : i32
      %29 = arith.shrui %16, %28 : i32
      %30 = arith.constant 6 : i32
      %31 = arith.shrui %15, %30 : i32
      %32 = arith.constant 4 : i32
      %33 = arith.shli %31, %32 : i32
      %34 = arith.ori %29, %33 : i32
      %35 = arith.constant 0 : i32
      %36 = arith.cmpi ne, %13, %35 : i32
      %37 = arith.select %36, %27, %18 : i32
      %38 = arith.select %36, %34, %20 : i32
      %39 = arith.extui %3 : i8 to i16
      %40 = arith.extui %4 : i8 to i16
      %41 = arith.constant 8 : i16
      %42 = arith.shli %40, %41 : i16
      %43 = arith.ori %39, %42 : i16
      %44 = arith.bitcast %43 : i16 to f16
      %45 = arith.extf %44 : f16 to f32
      %46 = arith.sitofp %37 : i32 to f32
      %47 = arith.mulf %45, %46 : f32
      %48 = arith.extui %5 : i8 to i16
      %49 = arith.extui %6 : i8 to i16
      %50 = arith.constant 8 : i16
      %51 = arith.shli %49, %50 : i16
      %52 = arith.ori %48, %51 : i16
      %53 = arith.bitcast %52 : i16 to f16
      %54 = arith.extf %53 : f16 to f32
      %55 = arith.sitofp %38 : i32 to f32
      %56 = arith.mulf %54, %55 : f32
      %57 = linalg.index 4 : index
      %58 = arith.index_cast %57 : index to i32
      %59 = arith.extui %10 : i8 to i32
      %60 = arith.constant 4 : i32
      %61 = arith.muli %58, %60 : i32
      %62 = arith.shrui %59, %61 : i32
      %63 = arith.constant 15 : i32
      %64 = arith.andi %62, %63 : i32
      %65 = arith.sitofp %64 : i32 to f32
      %66 = arith.mulf %47, %65 : f32
      %67 = arith.subf %66, %56 : f32
      linalg.yield %67 : f32
    } -> tensor<4x3x2x2x2x32xf32>
    %68 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x2x2x2x32xf32> into tensor<4x768xf32>
    return %68 : tensor<4x768xf32>
  }
  func.func @dq_q4_k_ibm(%arg0: tensor<3x4x144xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x2x2x2x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 12)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 64 + d3 * 32 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x144xi8>, tensor<3x4x144xi8>, tensor<3x4x144xi8>, tensor<3x4x144xi8>, tensor<3x4x144xi8>, tensor<3x4x144xi8>, tensor<3x4x144xi8>, tensor<3x4x144xi8>) outs(%0 : tensor<4x3x2x2x2x32xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: f32):
      %11 = linalg.index 2 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.extui %6 : i8 to i32
      %14 = arith.extui %7 : i8 to i32
      %15 = arith.extui %8 : i8 to i32
      %16 = arith.constant 63 : i32
      %17 = arith.andi %13, %16 : i32
      %18 = arith.constant 63 : i32
      %19 = arith.andi %14, %18 : i32
      %20 = arith.constant 15 : i32
      %21 = arith.andi %15, %20 : i32
      %22 = arith.constant 6 : i32
      %23 = arith.shrui %13, %22 : i32
      %24 = arith.constant 4 : i32
      %25 = arith.shli %23, %24 : i32
      %26 = arith.ori %21, %25 : i32
      %27 = arith.constant 4 : i32
      %28 = arith.shrui %15, %27 : i32
      %29 = arith.constant 6 : i32
      %30 = arith.shrui %14, %29 : i32
      %31 = arith.constant 4 : i32
      %32 = arith.shli %30, %31 : i32
      %33 = arith.ori %28, %32 : i32
      %34 = arith.constant 0 : i32
      %35 = arith.cmpi ne, %12, %34 : i32
      %36 = arith.select %35, %26, %17 : i32
      %37 = arith.select %35, %33, %19 : i32
      %38 = arith.extui %2 : i8 to i16
      %39 = arith.extui %3 : i8 to i16
      %40 = arith.constant 8 : i16
      %41 = arith.shli %39, %40 : i16
      %42 = arith.ori %38, %41 : i16
      %43 = arith.bitcast %42 : i16 to f16
      %44 = arith.extf %43 : f16 to f32
      %45 = arith.sitofp %36 : i32 to f32
      %46 = arith.mulf %44, %45 : f32
      %47 = arith.extui %4 : i8 to i16
      %48 = arith.extui %5 : i8 to i16
      %49 = arith.constant 8 : i16
      %50 = arith.shli %48, %49 : i16
      %51 = arith.ori %47, %50 : i16
      %52 = arith.bitcast %51 : i16 to f16
      %53 = arith.extf %52 : f16 to f32
      %54 = arith.sitofp %37 : i32 to f32
      %55 = arith.mulf %53, %54 : f32
      %56 = linalg.index 4 : index
      %57 = arith.index_cast %56 : index to i32
      %58 = arith.extui %9 : i8 to i32
      %59 = arith.constant 4 : i32
      %60 = arith.muli %57, %59 : i32
      %61 = arith.shrui %58, %60 : i32
      %62 = arith.constant 15 : i32
      %63 = arith.andi %61, %62 : i32
      %64 = arith.sitofp %63 : i32 to f32
      %65 = arith.mulf %46, %64 : f32
      %66 = arith.subf %65, %55 : f32
      linalg.yield %66 : f32
    } -> tensor<4x3x2x2x2x32xf32>
    %67 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x2x2x2x32xf32> into tensor<4x768xf32>
    return %67 : tensor<4x768xf32>
  }
  func.func @dq_q5_k(%arg0: tensor<4x528xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 176] : tensor<4x528xi8> into tensor<4x3x176xi8>
    %1 = tensor.empty() : tensor<4x3x2x2x2x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 12)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 64 + d3 * 32 + d5 + 48)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0, %0, %0, %0 : tensor<4x3x176xi8>, tensor<4x3x176xi8>, tensor<4x3x176xi8>, tensor<4x3x176xi8>, tensor<4x3x176xi8>, tensor<4x3x176xi8>, tensor<4x3x176xi8>, tensor<4x3x176xi8>, tensor<4x3x176xi8>) outs(%1 : tensor<4x3x2x2x2x32xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: i8, %11: i8, %12: f32):
      %13 = linalg.index 2 : index
      %14 = arith.index_cast %13 : index to i32
      %15 = arith.extui %7 : i8 to i32
      %16 = arith.extui %8 : i8 to i32
      %17 = arith.extui %9 : i8 to i32
      %18 = arith.constant 63 : i32
      %19 = arith.andi %15, %18 : i32
      %20 = arith.constant 63 : i32
      %21 = arith.andi %16, %20 : i32
      %22 = arith.constant 15 : i32
      %23 = arith.andi %17, %22 : i32
      %24 = arith.constant 6 : i32
      %25 = arith.shrui %15, %24 : i32
      %26 = arith.constant 4 : i32
      %27 = arith.shli %25, %26 : i32
      %28 = arith.ori %23, %27 : i32
      %29 = arith.constant 4 : i32
      %30 = arith.shrui %17, %29 : i32
      %31 = arith.constant 6 : i32
      %32 = arith.shrui %16, %31 : i32
      %33 = arith.constant 4 : i32
      %34 = arith.shli %32, %33 : i32
      %35 = arith.ori %30, %34 : i32
      %36 = arith.constant 0 : i32
      %37 = arith.cmpi ne, %14, %36 : i32
      %38 = arith.select %37, %28, %19 : i32
      %39 = arith.select %37, %35, %21 : i32
      %40 = arith.extui %3 : i8 to i16
      %41 = arith.extui %4 : i8 to i16
      %42 = arith.constant 8 : i16
      %43 = arith.shli %41, %42 : i16
      %44 = arith.ori %40, %43 : i16
      %45 = arith.bitcast %44 : i16 to f16
      %46 = arith.extf %45 : f16 to f32
      %47 = arith.sitofp %38 : i32 to f32
      %48 = arith.mulf %46, %47 : f32
      %49 = arith.extui %5 : i8 to i16
      %50 = arith.extui %6 : i8 to i16
      %51 = arith.constant 8 : i16
      %52 = arith.shli %50, %51 : i16
      %53 = arith.ori %49, %52 : i16
      %54 = arith.bitcast %53 : i16 to f16
      %55 = arith.extf %54 : f16 to f32
      %56 = arith.sitofp %39 : i32 to f32
      %57 = arith.mulf %55, %56 : f32
      %58 = arith.constant 4 : i32
      %59 = arith.muli %14, %58 : i32
      %60 = linalg.index 3 : index
      %61 = arith.index_cast %60 : index to i32
      %62 = arith.constant 2 : i32
      %63 = arith.muli %61, %62 : i32
      %64 = arith.addi %59, %63 : i32
      %65 = linalg.index 4 : index
      %66 = arith.index_cast %65 : index to i32
      %67 = arith.addi %64, %66 : i32
      %68 = arith.extui %10 : i8 to i32
      %69 = arith.shrui %68, %67 : i32
      %70 = arith.constant 1 : i32
      %71 = arith.andi %69, %70 : i32
      %72 = arith.extui %11 : i8 to i32
      %73 = arith.constant 4 : i32
      %74 = arith.muli %66, %73 : i32
      %75 = arith.shrui %72, %74 : i32
      %76 = arith.constant 15 : i32
      %77 = arith.andi %75, %76 : i32
      %78 = arith.constant 4 : i32
      %79 = arith.shli %71, %78 : i32
      %80 = arith.ori %77, %79 : i32
      %81 = arith.sitofp %80 : i32 to f32
      %82 = arith.mulf %48, %81 : f32
      %83 = arith.subf %82, %57 : f32
      linalg.yield %83 : f32
    } -> tensor<4x3x2x2x2x32xf32>
    %84 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x2x2x2x32xf32> into tensor<4x768xf32>
    return %84 : tensor<4x768xf32>
  }
  func.func @dq_q5_k_ibm(%arg0: tensor<3x4x176xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x2x2x2x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 12)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 64 + d3 * 32 + d5 + 48)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x176xi8>, tensor<3x4x176xi8>, tensor<3x4x176xi8>, tensor<3x4x176xi8>, tensor<3x4x176xi8>, tensor<3x4x176xi8>, tensor<3x4x176xi8>, tensor<3x4x176xi8>, tensor<3x4x176xi8>) outs(%0 : tensor<4x3x2x2x2x32xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: i8, %11: f32):
      %12 = linalg.index 2 : index
      %13 = arith.index_cast %12 : index to i32
      %14 = arith.extui %6 : i8 to i32
      %15 = arith.extui %7 : i8 to i32
      %16 = arith.extui %8 : i8 to i32
      %17 = arith.constant 63 : i32
      %18 = arith.andi %14, %17 : i32
      %19 = arith.constant 63 : i32
      %20 = arith.andi %15, %19 : i32
      %21 = arith.constant 15 : i32
      %22 = arith.andi %16, %21 : i32
      %23 = arith.constant 6 : i32
      %24 = arith.shrui %14, %23 : i32
      %25 = arith.constant 4 : i32
      %26 = arith.shli %24, %25 : i32
      %27 = arith.ori %22, %26 : i32
      %28 = arith.constant 4 : i32
      %29 = arith.shrui %16, %28 : i32
      %30 = arith.constant 6 : i32
      %31 = arith.shrui %15, %30 : i32
      %32 = arith.constant 4 : i32
      %33 = arith.shli %31, %32 : i32
      %34 = arith.ori %29, %33 : i32
      %35 = arith.constant 0 : i32
      %36 = arith.cmpi ne, %13, %35 : i32
      %37 = arith.select %36, %27, %18 : i32
      %38 = arith.select %36, %34, %20 : i32
      %39 = arith.extui %2 : i8 to i16
      %40 = arith.extui %3 : i8 to i16
      %41 = arith.constant 8 : i16
      %42 = arith.shli %40, %41 : i16
      %43 = arith.ori %39, %42 : i16
      %44 = arith.bitcast %43 : i16 to f16
      %45 = arith.extf %44 : f16 to f32
      %46 = arith.sitofp %37 : i32 to f32
      %47 = arith.mulf %45, %46 : f32
      %48 = arith.extui %4 : i8 to i16
      %49 = arith.extui %5 : i8 to i16
      %50 = arith.constant 8 : i16
      %51 = arith.shli %49, %50 : i16
      %52 = arith.ori %48, %51 : i16
      %53 = arith.bitcast %52 : i16 to f16
      %54 = arith.extf %53 : f16 to f32
      %55 = arith.sitofp %38 : i32 to f32
      %56 = arith.mulf %54, %55 : f32
      %57 = arith.constant 4 : i32
      %58 = arith.muli %13, %57 : i32
      %59 = linalg.index 3 : index
      %60 = arith.index_cast %59 : index to i32
      %61 = arith.constant 2 : i32
      %62 = arith.muli %60, %61 : i32
      %63 = arith.addi %58, %62 : i32
      %64 = linalg.index 4 : index
      %65 = arith.index_cast %64 : index to i32
      %66 = arith.addi %63, %65 : i32
      %67 = arith.extui %9 : i8 to i32
      %68 = arith.shrui %67, %66 : i32
      %69 = arith.constant 1 : i32
      %70 = arith.andi %68, %69 : i32
      %71 = arith.extui %10 : i8 to i32
      %72 = arith.constant 4 : i32
      %73 = arith.muli %65, %72 : i32
      %74 = arith.shrui %71, %73 : i32
      %75 = arith.constant 15 : i32
      %76 = arith.andi %74, %75 : i32
      %77 = arith.constant 4 : i32
      %78 = arith.shli %70, %77 : i32
      %79 = arith.ori %76, %78 : i32
      %80 = arith.sitofp %79 : i32 to f32
      %81 = arith.mulf %47, %80 : f32
      %82 = arith.subf %81, %56 : f32
      linalg.yield %82 : f32
    } -> tensor<4x3x2x2x2x32xf32>
    %83 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x2x2x2x32xf32> into tensor<4x768xf32>
    return %83 : tensor<4x768xf32>
  }
  func.func @dq_q6_k(%arg0: tensor<4x630xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 210] : tensor<4x630xi8> into tensor<4x3x210xi8>
    %1 = tensor.empty() : tensor<4x3x2x2x2x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 64 + d4 * 32 + d5 * 16 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 32 + d5 * 16 + d6 + 128)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 8 + d3 * 4 + d4 * 2 + d5 + 192)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, 208)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, 209)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0 : tensor<4x3x210xi8>, tensor<4x3x210xi8>, tensor<4x3x210xi8>, tensor<4x3x210xi8>, tensor<4x3x210xi8>) outs(%1 : tensor<4x3x2x2x2x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = linalg.index 3 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = linalg.index 4 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.extui %3 : i8 to i32
      %14 = arith.constant 4 : i32
      %15 = arith.muli %10, %14 : i32
      %16 = arith.shrui %13, %15 : i32
      %17 = arith.constant 15 : i32
      %18 = arith.andi %16, %17 : i32
      %19 = arith.extui %4 : i8 to i32
      %20 = arith.constant 4 : i32
      %21 = arith.muli %10, %20 : i32
      %22 = arith.constant 2 : i32
      %23 = arith.muli %12, %22 : i32
      %24 = arith.addi %21, %23 : i32
      %25 = arith.shrui %19, %24 : i32
      %26 = arith.constant 3 : i32
      %27 = arith.andi %25, %26 : i32
      %28 = arith.constant 4 : i32
      %29 = arith.shli %27, %28 : i32
      %30 = arith.ori %18, %29 : i32
      %31 = arith.constant 32 : i32
      %32 = arith.subi %30, %31 : i32
      %33 = arith.extui %6 : i8 to i16
      %34 = arith.extui %7 : i8 to i16
      %35 = arith.constant 8 : i16
      %36 = arith.shli %34, %35 : i16
      %37 = arith.ori %33, %36 : i16
      %38 = arith.bitcast %37 : i16 to f16
      %39 = arith.extf %38 : f16 to f32
      %40 = arith.sitofp %5 : i8 to f32
      %41 = arith.mulf %39, %40 : f32
      %42 = arith.sitofp %32 : i32 to f32
      %43 = arith.mulf %41, %42 : f32
      linalg.yield %43 : f32
    } -> tensor<4x3x2x2x2x2x16xf32>
    %44 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5, 6]] : tensor<4x3x2x2x2x2x16xf32> into tensor<4x768xf32>
    return %44 : tensor<4x768xf32>
  }
  func.func @dq_q6_k_ibm(%arg0: tensor<3x4x210xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x2x2x2x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 * 64 + d4 * 32 + d5 * 16 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 * 32 + d5 * 16 + d6 + 128)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 * 8 + d3 * 4 + d4 * 2 + d5 + 192)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, 208)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, 209)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x210xi8>, tensor<3x4x210xi8>, tensor<3x4x210xi8>, tensor<3x4x210xi8>, tensor<3x4x210xi8>) outs(%0 : tensor<4x3x2x2x2x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: f32):
      %8 = linalg.index 3 : index
      %9 = arith.index_cast %8 : index to i32
      %10 = linalg.index 4 : index
      %11 = arith.index_cast %10 : index to i32
      %12 = arith.extui %2 : i8 to i32
      %13 = arith.constant 4 : i32
      %14 = arith.muli %9, %13 : i32
      %15 = arith.shrui %12, %14 : i32
      %16 = arith.constant 15 : i32
      %17 = arith.andi %15, %16 : i32
      %18 = arith.extui %3 : i8 to i32
      %19 = arith.constant 4 : i32
      %20 = arith.muli %9, %19 : i32
      %21 = arith.constant 2 : i32
      %22 = arith.muli %11, %21 : i32
      %23 = arith.addi %20, %22 : i32
      %24 = arith.shrui %18, %23 : i32
      %25 = arith.constant 3 : i32
      %26 = arith.andi %24, %25 : i32
      %27 = arith.constant 4 : i32
      %28 = arith.shli %26, %27 : i32
      %29 = arith.ori %17, %28 : i32
      %30 = arith.constant 32 : i32
      %31 = arith.subi %29, %30 : i32
      %32 = arith.extui %5 : i8 to i16
      %33 = arith.extui %6 : i8 to i16
      %34 = arith.constant 8 : i16
      %35 = arith.shli %33, %34 : i16
      %36 = arith.ori %32, %35 : i16
      %37 = arith.bitcast %36 : i16 to f16
      %38 = arith.extf %37 : f16 to f32
      %39 = arith.sitofp %4 : i8 to f32
      %40 = arith.mulf %38, %39 : f32
      %41 = arith.sitofp %31 : i32 to f32
      %42 = arith.mulf %40, %41 : f32
      linalg.yield %42 : f32
    } -> tensor<4x3x2x2x2x2x16xf32>
    %43 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4, 5, 6]] : tensor<4x3x2x2x2x2x16xf32> into tensor<4x768xf32>
    return %43 : tensor<4x768xf32>
  }
  func.func @dq_q8_k(%arg0: tensor<4x876xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 292] : tensor<4x876xi8> into tensor<4x3x292xi8>
    %1 = tensor.empty() : tensor<4x3x256xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 1)>, affine_map<(d0, d1, d2) -> (d0, d1, 2)>, affine_map<(d0, d1, d2) -> (d0, d1, 3)>, affine_map<(d0, d1, d2) -> (d0, d1, d2 + 4)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0 : tensor<4x3x292xi8>, tensor<4x3x292xi8>, tensor<4x3x292xi8>, tensor<4x3x292xi8>, tensor<4x3x292xi8>) outs(%1 : tensor<4x3x256xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = arith.extui %3 : i8 to i32
      %10 = arith.extui %4 : i8 to i32
      %11 = arith.constant 8 : i32
      %12 = arith.shli %10, %11 : i32
      %13 = arith.ori %9, %12 : i32
      %14 = arith.extui %5 : i8 to i32
      %15 = arith.constant 16 : i32
      %16 = arith.shli %14, %15 : i32
      %17 = arith.ori %13, %16 : i32
      %18 = arith.extui %6 : i8 to i32
      %19 = arith.constant 24 : i32
      %20 = arith.shli %18, %19 : i32
      %21 = arith.ori %17, %20 : i32
      %22 = arith.bitcast %21 : i32 to f32
      %23 = arith.sitofp %7 : i8 to f32
      %24 = arith.mulf %22, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<4x3x256xf32>
    %25 = tensor.collapse_shape %2 [[0], [1, 2]] : tensor<4x3x256xf32> into tensor<4x768xf32>
    return %25 : tensor<4x768xf32>
  }
  func.func @dq_q8_k_ibm(%arg0: tensor<3x4x292xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x256xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, 0)>, affine_map<(d0, d1, d2) -> (d1, d0, 1)>, affine_map<(d0, d1, d2) -> (d1, d0, 2)>, affine_map<(d0, d1, d2) -> (d1, d0, 3)>, affine_map<(d0, d1, d2) -> (d1, d0, d2 + 4)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x292xi8>, tensor<3x4x292xi8>, tensor<3x4x292xi8>, tensor<3x4x292xi8>, tensor<3x4x292xi8>) outs(%0 : tensor<4x3x256xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: f32):
      %8 = arith.extui %2 : i8 to i32
      %9 = arith.extui %3 : i8 to i32
      %10 = arith.constant 8 : i32
      %11 = arith.shli %9, %10 : i32
      %12 = arith.ori %8, %11 : i32
      %13 = arith.extui %4 : i8 to i32
      %14 = arith.constant 16 : i32
      %15 = arith.shli %13, %14 : i32
      %16 = arith.ori %12, %15 : i32
      %17 = arith.extui %5 : i8 to i32
      %18 = arith.constant 24 : i32
      %19 = arith.shli %17, %18 : i32
      %20 = arith.ori %16, %19 : i32
      %21 = arith.bitcast %20 : i32 to f32
      %22 = arith.sitofp %6 : i8 to f32
      %23 = arith.mulf %21, %22 : f32
      linalg.yield %23 : f32
    } -> tensor<4x3x256xf32>
    %24 = tensor.collapse_shape %1 [[0], [1, 2]] : tensor<4x3x256xf32> into tensor<4x768xf32>
    return %24 : tensor<4x768xf32>
  }
  func.func @dq_iq4_nl(%arg0: tensor<4x54xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 18] : tensor<4x54xi8> into tensor<4x3x18xi8>
    %1 = tensor.empty() : tensor<4x3x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0 : tensor<4x3x18xi8>, tensor<4x3x18xi8>, tensor<4x3x18xi8>) outs(%1 : tensor<4x3x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: f32):
      %7 = linalg.index 2 : index
      %8 = arith.index_cast %7 : index to i32
      %9 = arith.extui %5 : i8 to i32
      %10 = arith.constant 4 : i32
      %11 = arith.muli %8, %10 : i32
      %12 = arith.shrui %9, %11 : i32
      %13 = arith.constant 15 : i32
      %14 = arith.andi %12, %13 : i32
      %15 = arith.constant -127 : i32
      %16 = arith.constant -104 : i32
      %17 = arith.constant -83 : i32
      %18 = arith.constant -65 : i32
      %19 = arith.constant -49 : i32
      %20 = arith.constant -35 : i32
      %21 = arith.constant -22 : i32
      %22 = arith.constant -10 : i32
      %23 = arith.constant 1 : i32
      %24 = arith.constant 13 : i32
      %25 = arith.constant 25 : i32
      %26 = arith.constant 38 : i32
      %27 = arith.constant 53 : i32
      %28 = arith.constant 69 : i32
      %29 = arith.constant 89 : i32
      %30 = arith.constant 113 : i32
      %31 = arith.constant 0 : i32
      %32 = arith.constant 0 : i32
      %33 = arith.shrui %14, %32 : i32
      %34 = arith.constant 1 : i32
      %35 = arith.andi %33, %34 : i32
      %36 = arith.cmpi ne, %35, %31 : i32
      %37 = arith.select %36, %16, %15 : i32
      %38 = arith.select %36, %18, %17 : i32
      %39 = arith.select %36, %20, %19 : i32
      %40 = arith.select %36, %22, %21 : i32
      %41 = arith.select %36, %24, %23 : i32
      %42 = arith.select %36, %26, %25 : i32
      %43 = arith.select %36, %28, %27 : i32
      %44 = arith.select %36, %30, %29 : i32
      %45 = arith.constant 1 : i32
      %46 = arith.shrui %14, %45 : i32
      %47 = arith.constant 1 : i32
      %48 = arith.andi %46, %47 : i32
      %49 = arith.cmpi ne, %48, %31 : i32
      %50 = arith.select %49, %38, %37 : i32
      %51 = arith.select %49, %40, %39 : i32
      %52 = arith.select %49, %42, %41 : i32
      %53 = arith.select %49, %44, %43 : i32
      %54 = arith.constant 2 : i32
      %55 = arith.shrui %14, %54 : i32
      %56 = arith.constant 1 : i32
      %57 = arith.andi %55, %56 : i32
      %58 = arith.cmpi ne, %57, %31 : i32
      %59 = arith.select %58, %51, %50 : i32
      %60 = arith.select %58, %53, %52 : i32
      %61 = arith.constant 3 : i32
      %62 = arith.shrui %14, %61 : i32
      %63 = arith.constant 1 : i32
      %64 = arith.andi %62, %63 : i32
      %65 = arith.cmpi ne, %64, %31 : i32
      %66 = arith.select %65, %60, %59 : i32
      %67 = arith.extui %3 : i8 to i16
      %68 = arith.extui %4 : i8 to i16
      %69 = arith.constant 8 : i16
      %70 = arith.shli %68, %69 : i16
      %71 = arith.ori %67, %70 : i16
      %72 = arith.bitcast %71 : i16 to f16
      %73 = arith.extf %72 : f16 to f32
      %74 = arith.sitofp %66 : i32 to f32
      %75 = arith.mulf %73, %74 : f32
      linalg.yield %75 : f32
    } -> tensor<4x3x2x16xf32>
    %76 = tensor.collapse_shape %2 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %76 : tensor<4x96xf32>
  }
  func.func @dq_iq4_nl_ibm(%arg0: tensor<3x4x18xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0 : tensor<3x4x18xi8>, tensor<3x4x18xi8>, tensor<3x4x18xi8>) outs(%0 : tensor<4x3x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: f32):
      %6 = linalg.index 2 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.extui %4 : i8 to i32
      %9 = arith.constant 4 : i32
      %10 = arith.muli %7, %9 : i32
      %11 = arith.shrui %8, %10 : i32
      %12 = arith.constant 15 : i32
      %13 = arith.andi %11, %12 : i32
      %14 = arith.constant -127 : i32
      %15 = arith.constant -104 : i32
      %16 = arith.constant -83 : i32
      %17 = arith.constant -65 : i32
      %18 = arith.constant -49 : i32
      %19 = arith.constant -35 : i32
      %20 = arith.constant -22 : i32
      %21 = arith.constant -10 : i32
      %22 = arith.constant 1 : i32
      %23 = arith.constant 13 : i32
      %24 = arith.constant 25 : i32
      %25 = arith.constant 38 : i32
      %26 = arith.constant 53 : i32
      %27 = arith.constant 69 : i32
      %28 = arith.constant 89 : i32
      %29 = arith.constant 113 : i32
      %30 = arith.constant 0 : i32
      %31 = arith.constant 0 : i32
      %32 = arith.shrui %13, %31 : i32
      %33 = arith.constant 1 : i32
      %34 = arith.andi %32, %33 : i32
      %35 = arith.cmpi ne, %34, %30 : i32
      %36 = arith.select %35, %15, %14 : i32
      %37 = arith.select %35, %17, %16 : i32
      %38 = arith.select %35, %19, %18 : i32
      %39 = arith.select %35, %21, %20 : i32
      %40 = arith.select %35, %23, %22 : i32
      %41 = arith.select %35, %25, %24 : i32
      %42 = arith.select %35, %27, %26 : i32
      %43 = arith.select %35, %29, %28 : i32
      %44 = arith.constant 1 : i32
      %45 = arith.shrui %13, %44 : i32
      %46 = arith.constant 1 : i32
      %47 = arith.andi %45, %46 : i32
      %48 = arith.cmpi ne, %47, %30 : i32
      %49 = arith.select %48, %37, %36 : i32
      %50 = arith.select %48, %39, %38 : i32
      %51 = arith.select %48, %41, %40 : i32
      %52 = arith.select %48, %43, %42 : i32
      %53 = arith.constant 2 : i32
      %54 = arith.shrui %13, %53 : i32
      %55 = arith.constant 1 : i32
      %56 = arith.andi %54, %55 : i32
      %57 = arith.cmpi ne, %56, %30 : i32
      %58 = arith.select %57, %50, %49 : i32
      %59 = arith.select %57, %52, %51 : i32
      %60 = arith.constant 3 : i32
      %61 = arith.shrui %13, %60 : i32
      %62 = arith.constant 1 : i32
      %63 = arith.andi %61, %62 : i32
      %64 = arith.cmpi ne, %63, %30 : i32
      %65 = arith.select %64, %59, %58 : i32
      %66 = arith.extui %2 : i8 to i16
      %67 = arith.extui %3 : i8 to i16
      %68 = arith.constant 8 : i16
      %69 = arith.shli %67, %68 : i16
      %70 = arith.ori %66, %69 : i16
      %71 = arith.bitcast %70 : i16 to f16
      %72 = arith.extf %71 : f16 to f32
      %73 = arith.sitofp %65 : i32 to f32
      %74 = arith.mulf %72, %73 : f32
      linalg.yield %74 : f32
    } -> tensor<4x3x2x16xf32>
    %75 = tensor.collapse_shape %1 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %75 : tensor<4x96xf32>
  }
  func.func @dq_iq4_xs(%arg0: tensor<4x408xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 136] : tensor<4x408xi8> into tensor<4x3x136xi8>
    %1 = tensor.empty() : tensor<4x3x4x2x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 32 + d3 * 16 + d5 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0 : tensor<4x3x136xi8>, tensor<4x3x136xi8>, tensor<4x3x136xi8>, tensor<4x3x136xi8>, tensor<4x3x136xi8>, tensor<4x3x136xi8>) outs(%1 : tensor<4x3x4x2x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: f32):
      %10 = linalg.index 2 : index
      %11 = arith.index_cast %10 : index to i32
      %12 = arith.constant 2 : i32
      %13 = arith.muli %11, %12 : i32
      %14 = linalg.index 3 : index
      %15 = arith.index_cast %14 : index to i32
      %16 = arith.addi %13, %15 : i32
      %17 = arith.extui %5 : i8 to i32
      %18 = arith.extui %6 : i8 to i32
      %19 = arith.constant 8 : i32
      %20 = arith.shli %18, %19 : i32
      %21 = arith.ori %17, %20 : i32
      %22 = arith.constant 2 : i32
      %23 = arith.muli %16, %22 : i32
      %24 = arith.shrui %21, %23 : i32
      %25 = arith.constant 3 : i32
      %26 = arith.andi %24, %25 : i32
      %27 = arith.extui %7 : i8 to i32
      %28 = arith.constant 4 : i32
      %29 = arith.muli %15, %28 : i32
      %30 = arith.shrui %27, %29 : i32
      %31 = arith.constant 15 : i32
      %32 = arith.andi %30, %31 : i32
      %33 = arith.constant 4 : i32
      %34 = arith.shli %26, %33 : i32
      %35 = arith.ori %32, %34 : i32
      %36 = arith.constant 32 : i32
      %37 = arith.subi %35, %36 : i32
      %38 = arith.extui %3 : i8 to i16
      %39 = arith.extui %4 : i8 to i16
      %40 = arith.constant 8 : i16
      %41 = arith.shli %39, %40 : i16
      %42 = arith.ori %38, %41 : i16
      %43 = arith.bitcast %42 : i16 to f16
      %44 = arith.extf %43 : f16 to f32
      %45 = arith.sitofp %37 : i32 to f32
      %46 = arith.mulf %44, %45 : f32
      %47 = linalg.index 4 : index
      %48 = arith.index_cast %47 : index to i32
      %49 = arith.extui %8 : i8 to i32
      %50 = arith.constant 4 : i32
      %51 = arith.muli %48, %50 : i32
      %52 = arith.shrui %49, %51 : i32
      %53 = arith.constant 15 : i32
      %54 = arith.andi %52, %53 : i32
      %55 = arith.constant -127 : i32
      %56 = arith.constant -104 : i32
      %57 = arith.constant -83 : i32
      %58 = arith.constant -65 : i32
      %59 = arith.constant -49 : i32
      %60 = arith.constant -35 : i32
      %61 = arith.constant -22 : i32
      %62 = arith.constant -10 : i32
      %63 = arith.constant 1 : i32
      %64 = arith.constant 13 : i32
      %65 = arith.constant 25 : i32
      %66 = arith.constant 38 : i32
      %67 = arith.constant 53 : i32
      %68 = arith.constant 69 : i32
      %69 = arith.constant 89 : i32
      %70 = arith.constant 113 : i32
      %71 = arith.constant 0 : i32
      %72 = arith.constant 0 : i32
      %73 = arith.shrui %54, %72 : i32
      %74 = arith.constant 1 : i32
      %75 = arith.andi %73, %74 : i32
      %76 = arith.cmpi ne, %75, %71 : i32
      %77 = arith.select %76, %56, %55 : i32
      %78 = arith.select %76, %58, %57 : i32
      %79 = arith.select %76, %60, %59 : i32
      %80 = arith.select %76, %62, %61 : i32
      %81 = arith.select %76, %64, %63 : i32
      %82 = arith.select %76, %66, %65 : i32
      %83 = arith.select %76, %68, %67 : i32
      %84 = arith.select %76, %70, %69 : i32
      %85 = arith.constant 1 : i32
      %86 = arith.shrui %54, %85 : i32
      %87 = arith.constant 1 : i32
      %88 = arith.andi %86, %87 : i32
      %89 = arith.cmpi ne, %88, %71 : i32
      %90 = arith.select %89, %78, %77 : i32
      %91 = arith.select %89, %80, %79 : i32
      %92 = arith.select %89, %82, %81 : i32
      %93 = arith.select %89, %84, %83 : i32
      %94 = arith.constant 2 : i32
      %95 = arith.shrui %54, %94 : i32
      %96 = arith.constant 1 : i32
      %97 = arith.andi %95, %96 : i32
      %98 = arith.cmpi ne, %97, %71 : i32
      %99 = arith.select %98, %91, %90 : i32
      %100 = arith.select %98, %93, %92 : i32
      %101 = arith.constant 3 : i32
      %102 = arith.shrui %54, %101 : i32
      %103 = arith.constant 1 : i32
      %104 = arith.andi %102, %103 : i32
      %105 = arith.cmpi ne, %104, %71 : i32
      %106 = arith.select %105, %100, %99 : i32
      %107 = arith.sitofp %106 : i32 to f32
      %108 = arith.mulf %46, %107 : f32
      linalg.yield %108 : f32
    } -> tensor<4x3x4x2x2x16xf32>
    %109 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x4x2x2x16xf32> into tensor<4x768xf32>
    return %109 : tensor<4x768xf32>
  }
  func.func @dq_iq4_xs_ibm(%arg0: tensor<3x4x136xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x4x2x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 32 + d3 * 16 + d5 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x136xi8>, tensor<3x4x136xi8>, tensor<3x4x136xi8>, tensor<3x4x136xi8>, tensor<3x4x136xi8>, tensor<3x4x136xi8>) outs(%0 : tensor<4x3x4x2x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = linalg.index 2 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = arith.constant 2 : i32
      %12 = arith.muli %10, %11 : i32
      %13 = linalg.index 3 : index
      %14 = arith.index_cast %13 : index to i32
      %15 = arith.addi %12, %14 : i32
      %16 = arith.extui %4 : i8 to i32
      %17 = arith.extui %5 : i8 to i32
      %18 = arith.constant 8 : i32
      %19 = arith.shli %17, %18 : i32
      %20 = arith.ori %16, %19 : i32
      %21 = arith.constant 2 : i32
      %22 = arith.muli %15, %21 : i32
      %23 = arith.shrui %20, %22 : i32
      %24 = arith.constant 3 : i32
      %25 = arith.andi %23, %24 : i32
      %26 = arith.extui %6 : i8 to i32
      %27 = arith.constant 4 : i32
      %28 = arith.muli %14, %27 : i32
      %29 = arith.shrui %26, %28 : i32
      %30 = arith.constant 15 : i32
      %31 = arith.andi %29, %30 : i32
      %32 = arith.constant 4 : i32
      %33 = arith.shli %25, %32 : i32
      %34 = arith.ori %31, %33 : i32
      %35 = arith.constant 32 : i32
      %36 = arith.subi %34, %35 : i32
      %37 = arith.extui %2 : i8 to i16
      %38 = arith.extui %3 : i8 to i16
      %39 = arith.constant 8 : i16
      %40 = arith.shli %38, %39 : i16
      %41 = arith.ori %37, %40 : i16
      %42 = arith.bitcast %41 : i16 to f16
      %43 = arith.extf %42 : f16 to f32
      %44 = arith.sitofp %36 : i32 to f32
      %45 = arith.mulf %43, %44 : f32
      %46 = linalg.index 4 : index
      %47 = arith.index_cast %46 : index to i32
      %48 = arith.extui %7 : i8 to i32
      %49 = arith.constant 4 : i32
      %50 = arith.muli %47, %49 : i32
      %51 = arith.shrui %48, %50 : i32
      %52 = arith.constant 15 : i32
      %53 = arith.andi %51, %52 : i32
      %54 = arith.constant -127 : i32
      %55 = arith.constant -104 : i32
      %56 = arith.constant -83 : i32
      %57 = arith.constant -65 : i32
      %58 = arith.constant -49 : i32
      %59 = arith.constant -35 : i32
      %60 = arith.constant -22 : i32
      %61 = arith.constant -10 : i32
      %62 = arith.constant 1 : i32
      %63 = arith.constant 13 : i32
      %64 = arith.constant 25 : i32
      %65 = arith.constant 38 : i32
      %66 = arith.constant 53 : i32
      %67 = arith.constant 69 : i32
      %68 = arith.constant 89 : i32
      %69 = arith.constant 113 : i32
      %70 = arith.constant 0 : i32
      %71 = arith.constant 0 : i32
      %72 = arith.shrui %53, %71 : i32
      %73 = arith.constant 1 : i32
      %74 = arith.andi %72, %73 : i32
      %75 = arith.cmpi ne, %74, %70 : i32
      %76 = arith.select %75, %55, %54 : i32
      %77 = arith.select %75, %57, %56 : i32
      %78 = arith.select %75, %59, %58 : i32
      %79 = arith.select %75, %61, %60 : i32
      %80 = arith.select %75, %63, %62 : i32
      %81 = arith.select %75, %65, %64 : i32
      %82 = arith.select %75, %67, %66 : i32
      %83 = arith.select %75, %69, %68 : i32
      %84 = arith.constant 1 : i32
      %85 = arith.shrui %53, %84 : i32
      %86 = arith.constant 1 : i32
      %87 = arith.andi %85, %86 : i32
      %88 = arith.cmpi ne, %87, %70 : i32
      %89 = arith.select %88, %77, %76 : i32
      %90 = arith.select %88, %79, %78 : i32
      %91 = arith.select %88, %81, %80 : i32
      %92 = arith.select %88, %83, %82 : i32
      %93 = arith.constant 2 : i32
      %94 = arith.shrui %53, %93 : i32
      %95 = arith.constant 1 : i32
      %96 = arith.andi %94, %95 : i32
      %97 = arith.cmpi ne, %96, %70 : i32
      %98 = arith.select %97, %90, %89 : i32
      %99 = arith.select %97, %92, %91 : i32
      %100 = arith.constant 3 : i32
      %101 = arith.shrui %53, %100 : i32
      %102 = arith.constant 1 : i32
      %103 = arith.andi %101, %102 : i32
      %104 = arith.cmpi ne, %103, %70 : i32
      %105 = arith.select %104, %99, %98 : i32
      %106 = arith.sitofp %105 : i32 to f32
      %107 = arith.mulf %45, %106 : f32
      linalg.yield %107 : f32
    } -> tensor<4x3x4x2x2x16xf32>
    %108 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x4x2x2x16xf32> into tensor<4x768xf32>
    return %108 : tensor<4x768xf32>
  }
  func.func @dq_bf16(%arg0: tensor<4x12xi8>) -> tensor<4x6xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 6, 2] : tensor<4x12xi8> into tensor<4x6x2xi8>
    %1 = tensor.empty() : tensor<4x6xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1, 0)>, affine_map<(d0, d1) -> (d0, d1, 1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %0 : tensor<4x6x2xi8>, tensor<4x6x2xi8>) outs(%1 : tensor<4x6xf32>) {
    ^bb0(%3: i8, %4: i8, %5: f32):
      %6 = arith.extui %3 : i8 to i32
      %7 = arith.extui %4 : i8 to i32
      %8 = arith.constant 8 : i32
      %9 = arith.shli %7, %8 : i32
      %10 = arith.ori %6, %9 : i32
      %11 = arith.constant 16 : i32
      %12 = arith.shli %10, %11 : i32
      %13 = arith.bitcast %12 : i32 to f32
      linalg.yield %13 : f32
    } -> tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func @dq_mxfp4(%arg0: tensor<4x51xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 17] : tensor<4x51xi8> into tensor<4x3x17xi8>
    %1 = tensor.empty() : tensor<4x3x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3 + 1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %0 : tensor<4x3x17xi8>, tensor<4x3x17xi8>) outs(%1 : tensor<4x3x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: f32):
      %6 = linalg.index 2 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.extui %4 : i8 to i32
      %9 = arith.constant 4 : i32
      %10 = arith.muli %7, %9 : i32
      %11 = arith.shrui %8, %10 : i32
      %12 = arith.constant 15 : i32
      %13 = arith.andi %11, %12 : i32
      %14 = arith.constant 0 : i32
      %15 = arith.constant 1 : i32
      %16 = arith.constant 2 : i32
      %17 = arith.constant 3 : i32
      %18 = arith.constant 4 : i32
      %19 = arith.constant 6 : i32
      %20 = arith.constant 8 : i32
      %21 = arith.constant 12 : i32
      %22 = arith.constant 0 : i32
      %23 = arith.constant -1 : i32
      %24 = arith.constant -2 : i32
      %25 = arith.constant -3 : i32
      %26 = arith.constant -4 : i32
      %27 = arith.constant -6 : i32
      %28 = arith.constant -8 : i32
      %29 = arith.constant -12 : i32
      %30 = arith.constant 0 : i32
      %31 = arith.constant 0 : i32
      %32 = arith.shrui %13, %31 : i32
      %33 = arith.constant 1 : i32
      %34 = arith.andi %32, %33 : i32
      %35 = arith.cmpi ne, %34, %30 : i32
      %36 = arith.select %35, %15, %14 : i32
      %37 = arith.select %35, %17, %16 : i32
      %38 = arith.select %35, %19, %18 : i32
      %39 = arith.select %35, %21, %20 : i32
      %40 = arith.select %35, %23, %22 : i32
      %41 = arith.select %35, %25, %24 : i32
      %42 = arith.select %35, %27, %26 : i32
      %43 = arith.select %35, %29, %28 : i32
      %44 = arith.constant 1 : i32
      %45 = arith.shrui %13, %44 : i32
      %46 = arith.constant 1 : i32
      %47 = arith.andi %45, %46 : i32
      %48 = arith.cmpi ne, %47, %30 : i32
      %49 = arith.select %48, %37, %36 : i32
      %50 = arith.select %48, %39, %38 : i32
      %51 = arith.select %48, %41, %40 : i32
      %52 = arith.select %48, %43, %42 : i32
      %53 = arith.constant 2 : i32
      %54 = arith.shrui %13, %53 : i32
      %55 = arith.constant 1 : i32
      %56 = arith.andi %54, %55 : i32
      %57 = arith.cmpi ne, %56, %30 : i32
      %58 = arith.select %57, %50, %49 : i32
      %59 = arith.select %57, %52, %51 : i32
      %60 = arith.constant 3 : i32
      %61 = arith.shrui %13, %60 : i32
      %62 = arith.constant 1 : i32
      %63 = arith.andi %61, %62 : i32
      %64 = arith.cmpi ne, %63, %30 : i32
      %65 = arith.select %64, %59, %58 : i32
      %66 = arith.extui %3 : i8 to i32
      %67 = arith.constant 2097152 : i32
      %68 = arith.shli %67, %66 : i32
      %69 = arith.constant 1 : i32
      %70 = arith.subi %66, %69 : i32
      %71 = arith.constant 23 : i32
      %72 = arith.shli %70, %71 : i32
      %73 = arith.constant 2 : i32
      %74 = arith.cmpi ult, %66, %73 : i32
      %75 = arith.select %74, %68, %72 : i32
      %76 = arith.bitcast %75 : i32 to f32
      %77 = arith.sitofp %65 : i32 to f32
      %78 = arith.mulf %76, %77 : f32
      linalg.yield %78 : f32
    } -> tensor<4x3x2x16xf32>
    %79 = tensor.collapse_shape %2 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %79 : tensor<4x96xf32>
  }
  func.func @dq_mxfp4_ibm(%arg0: tensor<3x4x17xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3 + 1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0 : tensor<3x4x17xi8>, tensor<3x4x17xi8>) outs(%0 : tensor<4x3x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: f32):
      %5 = linalg.index 2 : index
      %6 = arith.index_cast %5 : index to i32
      %7 = arith.extui %3 : i8 to i32
      %8 = arith.constant 4 : i32
      %9 = arith.muli %6, %8 : i32
      %10 = arith.shrui %7, %9 : i32
      %11 = arith.constant 15 : i32
      %12 = arith.andi %10, %11 : i32
      %13 = arith.constant 0 : i32
      %14 = arith.constant 1 : i32
      %15 = arith.constant 2 : i32
      %16 = arith.constant 3 : i32
      %17 = arith.constant 4 : i32
      %18 = arith.constant 6 : i32
      %19 = arith.constant 8 : i32
      %20 = arith.constant 12 : i32
      %21 = arith.constant 0 : i32
      %22 = arith.constant -1 : i32
      %23 = arith.constant -2 : i32
      %24 = arith.constant -3 : i32
      %25 = arith.constant -4 : i32
      %26 = arith.constant -6 : i32
      %27 = arith.constant -8 : i32
      %28 = arith.constant -12 : i32
      %29 = arith.constant 0 : i32
      %30 = arith.constant 0 : i32
      %31 = arith.shrui %12, %30 : i32
      %32 = arith.constant 1 : i32
      %33 = arith.andi %31, %32 : i32
      %34 = arith.cmpi ne, %33, %29 : i32
      %35 = arith.select %34, %14, %13 : i32
      %36 = arith.select %34, %16, %15 : i32
      %37 = arith.select %34, %18, %17 : i32
      %38 = arith.select %34, %20, %19 : i32
      %39 = arith.select %34, %22, %21 : i32
      %40 = arith.select %34, %24, %23 : i32
      %41 = arith.select %34, %26, %25 : i32
      %42 = arith.select %34, %28, %27 : i32
      %43 = arith.constant 1 : i32
      %44 = arith.shrui %12, %43 : i32
      %45 = arith.constant 1 : i32
      %46 = arith.andi %44, %45 : i32
      %47 = arith.cmpi ne, %46, %29 : i32
      %48 = arith.select %47, %36, %35 : i32
      %49 = arith.select %47, %38, %37 : i32
      %50 = arith.select %47, %40, %39 : i32
      %51 = arith.select %47, %42, %41 : i32
      %52 = arith.constant 2 : i32
      %53 = arith.shrui %12, %52 : i32
      %54 = arith.constant 1 : i32
      %55 = arith.andi %53, %54 : i32
      %56 = arith.cmpi ne, %55, %29 : i32
      %57 = arith.select %56, %49, %48 : i32
      %58 = arith.select %56, %51, %50 : i32
      %59 = arith.constant 3 : i32
      %60 = arith.shrui %12, %59 : i32
      %61 = arith.constant 1 : i32
      %62 = arith.andi %60, %61 : i32
      %63 = arith.cmpi ne, %62, %29 : i32
      %64 = arith.select %63, %58, %57 : i32
      %65 = arith.extui %2 : i8 to i32
      %66 = arith.constant 2097152 : i32
      %67 = arith.shli %66, %65 : i32
      %68 = arith.constant 1 : i32
      %69 = arith.subi %65, %68 : i32
      %70 = arith.constant 23 : i32
      %71 = arith.shli %69, %70 : i32
      %72 = arith.constant 2 : i32
      %73 = arith.cmpi ult, %65, %72 : i32
      %74 = arith.select %73, %67, %71 : i32
      %75 = arith.bitcast %74 : i32 to f32
      %76 = arith.sitofp %64 : i32 to f32
      %77 = arith.mulf %75, %76 : f32
      linalg.yield %77 : f32
    } -> tensor<4x3x2x16xf32>
    %78 = tensor.collapse_shape %1 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %78 : tensor<4x96xf32>
  }
}
